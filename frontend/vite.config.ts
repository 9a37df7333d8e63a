import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { fallbackFontFaces } from './src/theme/font-fallbacks';

/**
 * react-router ships as one file in which its components (Link, NavLink, Form…) are made by
 * top-level React.forwardRef calls, followed by a displayName assignment. The bundler must
 * assume both have side effects, so all of those components and everything they use
 * (prefetching, form submission) stayed in the site's first download although the site uses
 * none of them. Marking the calls pure and dropping the names (only developer tools show
 * them) lets the unused ones go. Should the file's shape change, nothing breaks: the
 * download is merely larger again (`npm run bench` shows it).
 */
function treeShakeReactRouterComponents(): Plugin {
  const definition = /^var (\w+) = (React\d*\.forwardRef\()/gm;
  return {
    name: 'tree-shake-react-router-components',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        const names = [...code.matchAll(definition)].map((match) => match[1]);
        if (names.length === 0) return null;
        const naming = new RegExp(`^(?:${names.join('|')})\\.displayName = "[^"]*";$`, 'gm');
        return { code: code.replace(definition, 'var $1 = /* @__PURE__ */ $2').replace(naming, ''), map: null };
      },
    },
  };
}

/**
 * The web fonts' stand-ins (font-fallbacks.ts) are written into the page's head as a style of
 * their own. Among styled-components' rules they were dropped and written again when the app
 * took the page over, and the browser then looked the local fonts up again and laid the whole
 * page out once more.
 */
function fontFallbacksInHead(): Plugin {
  return {
    name: 'font-fallbacks-in-head',
    transformIndexHtml: () => [
      { tag: 'style', attrs: { id: 'font-fallbacks' }, children: fallbackFontFaces, injectTo: 'head' },
    ],
  };
}

// The backend listens here by default; the proxy keeps the app on one origin in development.
const backendUrl = 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), treeShakeReactRouterComponents(), fontFallbacksInHead()],
  build: isSsrBuild
    ? {
        // The server render, imported by the backend; kept apart from the files the web serves.
        outDir: 'dist-server',
        // Nothing to copy: the browser's build already has the images and fonts.
        copyPublicDir: false,
      }
    : {
        // Every browser the site supports knows modulepreload.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The libraries every page starts with travel as one file, by their folders: each
              // extra file at start is one more request to set up while the page is busy.
              groups: [
                {
                  name: 'core',
                  test: (id) =>
                    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis)[\\/]/.test(
                      id,
                    ),
                },
              ],
            },
          },
        },
      },
  // The bundled React must be its production build whatever NODE_ENV the backend runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  ssr: {
    // One self-contained file: the backend's image then needs none of the frontend's packages.
    noExternal: true,
  },
  server: {
    proxy: { '/api': backendUrl },
  },
  preview: {
    proxy: { '/api': backendUrl },
  },
  test: {
    // Vitest leaves a core free by default, which on a two-core machine is half of it: the
    // suite took 234 s on one worker and 156 s on two here.
    maxWorkers: availableParallelism(),
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
}));
