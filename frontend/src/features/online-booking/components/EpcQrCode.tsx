import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useOnlineBookingTranslation } from '../i18n';

const StyledImage = styled.img`
  display: block;
  width: 15rem;
  height: 15rem;
  max-width: 100%;
  background: #fff;
`;

export interface EpcQrCodeProps {
  /** The API's epcQrPayload: the EPC069-12 text of the transfer. */
  payload: string;
  /** What the code holds, said in words. */
  alt: string;
}

/**
 * The SEPA credit-transfer QR code (EPC069-12), drawn from the server's text. The QR library
 * arrives only with this code, drawn as SVG: sharp at any size, and in print.
 */
export function EpcQrCode({ payload, alt }: EpcQrCodeProps) {
  const { t } = useOnlineBookingTranslation();
  const [drawn, setDrawn] = useState<{ payload: string; src: string } | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    import('qrcode')
      // The EPC guidelines ask for error correction level M.
      .then(({ default: QRCode }) => QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }))
      .then((svg) => {
        if (current) setDrawn({ payload, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        if (current) setFailedFor(payload);
      });
    return () => {
      current = false;
    };
  }, [payload]);

  if (failedFor === payload) return <p>{t('onlineBooking.payment.qrError')}</p>;
  if (drawn?.payload !== payload) return <p role="status">{t('onlineBooking.loading')}</p>;
  return <StyledImage src={drawn.src} alt={alt} width={240} height={240} />;
}
