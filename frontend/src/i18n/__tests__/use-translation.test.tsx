import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n, registerMessages } from '../i18n';
import { accessorOnceHere, I18nProvider } from '../use-translation';

describe('accessorOnceHere', () => {
  it('holds a component back while its strings in the language shown are on their way', async () => {
    const english = createI18n('en');
    let arrive: (strings: { default: { text: string } }) => void = () => {};
    const arrival = registerMessages('late', {
      it: { text: 'Testo in italiano' },
      en: () => new Promise<{ default: { text: string } }>((resolve) => (arrive = resolve)),
    });
    const useLateTranslation = accessorOnceHere<{ late: { text: string } }>(arrival);
    function Text() {
      const { t } = useLateTranslation();
      return <p>{t('late.text')}</p>;
    }

    // Awaited: React retries a suspended render only from an act() it can finish.
    await act(async () => {
      render(
        <I18nProvider i18n={english}>
          <Suspense fallback={<p>Waiting</p>}>
            <Text />
          </Suspense>
        </I18nProvider>,
      );
    });

    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => {
      arrive({ default: { text: 'English text' } });
      await arrival;
    });
    expect(await screen.findByText('English text')).toBeInTheDocument();
    expect(screen.queryByText('Testo in italiano')).not.toBeInTheDocument();
  });
});
