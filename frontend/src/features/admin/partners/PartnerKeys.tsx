import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { PartnerDto, PartnerKeyCreatedDto, PartnerKeyDto } from '../../../api';
import { listAuditEventsQueryKey, listPartnersQueryKey, revokePartnerApiKeyMutation } from '../../../api/query-options';
import { refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { ToneBadge, type BadgeTone } from '../bookings/StatusBadge';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ScrollableTable, StyledPanel, StyledRowButton } from '../components/ScreenParts';
import { formatShortDateTime } from '../format';
import { usePartnersTranslation } from './i18n';
import { KeyShownDialog, NewKeyDialog, RotateKeyDialog, useScopeNames } from './KeyDialogs';
import { canRotate, keyState, type KeyState } from './partner-terms';
import { StyledKeyPrefix } from './parts';
import { useWebhooksTranslation } from './webhooks-i18n';

/** Wide enough for the key's start on two lines, its permissions and the dates: on a phone the table scrolls in its frame. */
const StyledTable = styled.table`
  min-width: 68rem;

  th:first-child {
    width: 22rem;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledScopes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TONES: Record<KeyState, BadgeTone> = {
  active: 'done',
  replacing: 'waiting',
  expired: 'closed',
  revoked: 'failed',
};

export interface PartnerKeysProps {
  partner: PartnerDto;
  /** Owners make, rotate and revoke keys; other staff only read them. */
  owner: boolean;
}

/**
 * A partner's API keys, newest first: the start of each, its state in words, what it may do, when it was made,
 * last used and ends. Owners make a key ('Nuova chiave'), rotate one ('Ruota': the new key,
 * the old one working for the hours chosen) and revoke one after a confirmation. A new key is
 * shown once, in a dialog of its own.
 */
export function PartnerKeys({ partner, owner }: PartnerKeysProps) {
  const { t, i18n } = usePartnersTranslation();
  const { t: ts } = useWebhooksTranslation();
  const scopeNames = useScopeNames();
  const language = i18n.language;
  const queryClient = useQueryClient();
  const [making, setMaking] = useState(false);
  const [rotating, setRotating] = useState<PartnerKeyDto | null>(null);
  const [revoking, setRevoking] = useState<PartnerKeyDto | null>(null);
  const [created, setCreated] = useState<PartnerKeyCreatedDto | null>(null);

  const changed = () => invalidate(queryClient, listPartnersQueryKey(), listAuditEventsQueryKey());

  const onCreated = (key: PartnerKeyCreatedDto) => {
    setMaking(false);
    setRotating(null);
    setCreated(key);
    void changed();
  };

  const revoke = useMutation({
    ...revokePartnerApiKeyMutation(),
    onSuccess: () => {
      setRevoking(null);
      notifySuccess(t('admin.partners.revoke.done'));
      return changed();
    },
    onError: (error) => {
      setRevoking(null);
      const message = refusalMessage(error);
      notifyError(message ? t('admin.partners.revokeErrorWith', { message }) : t('admin.partners.revokeError'));
    },
  });

  const prefixOf = (id: string | null) => partner.keys.find((key) => key.id === id)?.prefix;

  const stateText = (key: PartnerKeyDto, state: KeyState): string => {
    if (state === 'replacing' && key.expiresAt)
      return t('admin.partners.detail.statuses.replacing', { date: formatShortDateTime(key.expiresAt, language) });
    if (state === 'revoked' && key.revokedAt)
      return `${t('admin.partners.detail.statuses.revoked')} ${t('admin.partners.detail.revokedOn', {
        date: formatShortDateTime(key.revokedAt, language),
      })}`;
    return t(`admin.partners.detail.statuses.${state === 'replacing' ? 'active' : state}`);
  };

  return (
    <StyledPanel aria-labelledby="admin-partner-keys">
      <h2 id="admin-partner-keys">{t('admin.partners.detail.keysTitle')}</h2>
      <p>{t('admin.partners.detail.keysIntro')}</p>
      {owner && (
        <div>
          <Button onClick={() => setMaking(true)}>{t('admin.partners.newKey.open')}</Button>
        </div>
      )}
      {partner.keys.length === 0 ? (
        <p>{t('admin.partners.detail.keysEmpty')}</p>
      ) : (
        <ScrollableTable label={t('admin.partners.detail.keysTable', { name: partner.name })}>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">{t('admin.partners.detail.key')}</th>
                <th scope="col">{t('admin.partners.detail.status')}</th>
                <th scope="col">{ts('admin.partnerScopes.column')}</th>
                <th scope="col">{t('admin.partners.detail.created')}</th>
                <th scope="col">{t('admin.partners.detail.lastUsed')}</th>
                <th scope="col">{t('admin.partners.detail.expires')}</th>
                {owner && <th scope="col">{t('admin.partners.detail.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {partner.keys.map((key) => {
                const state = keyState(key, partner.keys);
                const replaced = prefixOf(key.replacesKeyId);
                return (
                  <tr key={key.id}>
                    <th scope="row">
                      <StyledKeyPrefix>{key.prefix}</StyledKeyPrefix>
                      {replaced && (
                        <StyledNote>{t('admin.partners.detail.rotationOf', { prefix: replaced })}</StyledNote>
                      )}
                    </th>
                    <td>
                      <ToneBadge $tone={TONES[state]}>{stateText(key, state)}</ToneBadge>
                    </td>
                    <td>
                      <StyledScopes>
                        {scopeNames.list(key.scopes).map((name) => (
                          <li key={name}>{name}</li>
                        ))}
                      </StyledScopes>
                    </td>
                    <td>{formatShortDateTime(key.createdAt, language)}</td>
                    <td>
                      {key.lastUsedAt
                        ? formatShortDateTime(key.lastUsedAt, language)
                        : t('admin.partners.detail.neverUsed')}
                    </td>
                    <td>
                      {key.expiresAt
                        ? formatShortDateTime(key.expiresAt, language)
                        : t('admin.partners.detail.noExpiry')}
                    </td>
                    {owner && (
                      <td>
                        <StyledActions>
                          {canRotate(key, partner.keys) && (
                            <StyledRowButton
                              variant="secondary"
                              aria-label={t('admin.partners.rotate.openLabel', { prefix: key.prefix })}
                              onClick={() => setRotating(key)}
                            >
                              {t('admin.partners.rotate.open')}
                            </StyledRowButton>
                          )}
                          {key.status === 'active' && (
                            <StyledRowButton
                              variant="secondary"
                              aria-label={t('admin.partners.revoke.openLabel', { prefix: key.prefix })}
                              onClick={() => setRevoking(key)}
                            >
                              {t('admin.partners.revoke.open')}
                            </StyledRowButton>
                          )}
                        </StyledActions>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </StyledTable>
        </ScrollableTable>
      )}

      <NewKeyDialog partner={partner} open={making} onOpenChange={setMaking} onCreated={onCreated} />
      <RotateKeyDialog partner={partner} replacing={rotating} onClose={() => setRotating(null)} onCreated={onCreated} />
      <KeyShownDialog partnerName={partner.name} created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={t('admin.partners.revoke.title')}
        description={t('admin.partners.revoke.text', { prefix: revoking?.prefix ?? '' })}
        confirmLabel={t('admin.partners.revoke.confirm')}
        dismissLabel={t('admin.partners.revoke.dismiss')}
        pending={revoke.isPending}
        onConfirm={() => {
          if (revoking) revoke.mutate({ path: { id: partner.id, keyId: revoking.id } });
        }}
      />
    </StyledPanel>
  );
}
