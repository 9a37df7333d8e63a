import { useEffect, useState } from 'react';
import { useOnlineBookingTranslation } from '../i18n';
import { romeTimeParts, timeLeft } from '../format';

export interface PaymentCountdownProps {
  /** paymentExpiresAt, an ISO instant. */
  deadline: string;
  /** Called once when the deadline passes while the page is open. */
  onElapsed: () => void;
}

/**
 * The payment deadline in the agency's time (Europe/Rome), and the time left, counted down
 * every second. The only countdown on the site: it is the real end of the seats' hold.
 */
export function PaymentCountdown({ deadline, onElapsed }: PaymentCountdownProps) {
  const { t, i18n } = useOnlineBookingTranslation();
  const language = i18n.language;
  const deadlineMs = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const elapsed = now >= deadlineMs;
  useEffect(() => {
    if (elapsed) onElapsed();
  }, [elapsed, onElapsed]);

  const { time, date } = romeTimeParts(deadline, language);
  const left = timeLeft(deadlineMs, now);
  return (
    <>
      <dt>{t('onlineBooking.payment.deadline')}</dt>
      <dd>{t('onlineBooking.payment.deadlineValue', { time, date })}</dd>
      <dt>{t('onlineBooking.payment.remaining')}</dt>
      <dd>
        {/* A timer is not read aloud at every tick; the value is there when the reader reaches it. */}
        <span role="timer" aria-live="off">
          {t('onlineBooking.payment.remainingValue', {
            hours: left.hours,
            minutes: String(left.minutes).padStart(2, '0'),
            seconds: String(left.seconds).padStart(2, '0'),
          })}
        </span>
      </dd>
    </>
  );
}
