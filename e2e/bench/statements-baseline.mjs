// The baseline of a statement import: fast-xml-parser, the parser the app reads camt files
// with, reading the same file in a process of its own that does nothing else. Started by
// statements.mjs, which sends {file, parserUrl} by IPC and gets back {ok, readMs, parseMs,
// totalMs, entries, rssBeforeBytes, peakRssBytes} (or {ok: false, message}).
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

function statusBytes(field) {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) * 1024 : null;
}

process.once('message', async ({ file, parserUrl }) => {
  try {
    const module = await import(parserUrl);
    const XMLParser = module.XMLParser ?? module.default?.XMLParser;
    // The settings the app's own reader starts from (camt-tree.ts): local names, texts kept as text.
    const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: false });
    const rssBeforeBytes = statusBytes('VmRSS');

    const started = performance.now();
    const bytes = fs.readFileSync(file);
    const xml = bytes.toString('utf8');
    const read = performance.now();
    const tree = parser.parse(xml);
    const parsed = performance.now();

    // Counted so the parse cannot be skipped, and to check it read every entry.
    const ntry = tree?.Document?.BkToCstmrStmt?.Stmt?.Ntry;
    const entries = Array.isArray(ntry) ? ntry.length : ntry ? 1 : 0;
    process.send({
      ok: true,
      readMs: read - started,
      parseMs: parsed - read,
      totalMs: parsed - started,
      entries,
      rssBeforeBytes,
      // The process's peak: Node itself, the file's bytes and text, and the tree.
      peakRssBytes: statusBytes('VmHWM'),
    });
  } catch (error) {
    process.send({ ok: false, message: String(error?.stack ?? error) });
  }
});
process.on('disconnect', () => process.exit(0));
