import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { apiRefusal } from '../../../api/api-error';
import { declareBookingTransferMutation } from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { notifyError } from '../../../components/ui/toast';
import { useOnlineBookingTranslation } from '../i18n';

const StyledActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin: 0 0 ${({ theme }) => theme.space.xl};

  p {
    margin: 0;
  }

  @media print {
    display: none;
  }
`;

const StyledDeclare = styled(Button)`
  min-height: 3.5rem;
  font-size: ${({ theme }) => theme.fontSizes.bodyWide};
`;

export interface DeclareTransferProps {
  bookingId: string;
  /** The server took the declaration: the booking is now transfer_declared. */
  onDeclared: () => void;
  /** The booking changed meanwhile (expired, cancelled): read it again. */
  onStale: () => void;
}

/** 'Ho effettuato il bonifico': the customer says the transfer is made, once, whatever the presses. */
export function DeclareTransfer({ bookingId, onDeclared, onStale }: DeclareTransferProps) {
  const { t } = useOnlineBookingTranslation();
  const declare = useMutation(declareBookingTransferMutation());

  const declareTransfer = () => {
    if (declare.isPending) return;
    declare.mutate(
      { path: { id: bookingId } },
      {
        onSuccess: onDeclared,
        onError: (error) => {
          const refusal = apiRefusal(error);
          notifyError(refusal?.message ?? t('onlineBooking.payment.declareError'));
          if (refusal?.status === 409) onStale();
        },
      },
    );
  };

  return (
    <StyledActions>
      <p>{t('onlineBooking.payment.declareHint')}</p>
      <StyledDeclare onClick={declareTransfer} disabled={declare.isPending}>
        {declare.isPending ? t('onlineBooking.payment.declaring') : t('onlineBooking.payment.declare')}
      </StyledDeclare>
    </StyledActions>
  );
}
