import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { createPartnerMutation, listAuditEventsQueryKey, listPartnersQueryKey } from '../../../api/query-options';
import { fieldMessages, refusalMessage } from '../../../api/api-error';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { FormField } from '../../../components/ui/FormField';
import { notifyError, notifySuccess } from '../../../components/ui/toast';
import { StyledForm, StyledPanel } from '../components/ScreenParts';
import { usePartnersTranslation } from './i18n';
import {
  EMAIL_PATTERN,
  PARTNER_EMAIL_MAX,
  PARTNER_NAME_MAX,
  UNPAID_SEATS,
  parseCommission,
  parseUnpaidSeats,
} from './partner-terms';

interface NewPartnerValues {
  name: string;
  email: string;
  commission: string;
  unpaidSeats: string;
}

/** The API's field names, answered in a 400's details, and the form's field each belongs to. */
const SERVER_FIELDS = {
  name: 'name',
  email: 'email',
  commissionPercent: 'commission',
  maxUnpaidSeats: 'unpaidSeats',
} as const;

/**
 * 'Nuovo partner', for owners: name, e-mail, commission and the cap on seats held unpaid on one
 * departure (shown filled with the usual 20, so that staff see what applies; emptied, the
 * server's default applies all the same), checked here first in the same
 * words as the server, whose own reasons then appear on their fields. The server asks for the
 * password again (step-up) before it adds one; once added, the partner's page opens, where its
 * first key is made.
 */
export function NewPartnerForm() {
  const { t } = usePartnersTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewPartnerValues>({
    defaultValues: { name: '', email: '', commission: '', unpaidSeats: String(UNPAID_SEATS.default) },
  });

  const create = useMutation({
    ...createPartnerMutation(),
    onSuccess: async ({ id }, { body }) => {
      notifySuccess(t('admin.partners.add.added', { name: body.name }));
      reset();
      await invalidate(queryClient, listPartnersQueryKey(), listAuditEventsQueryKey());
      await navigate(`/admin/partner/${id}`);
    },
    onError: (error) => {
      const details = fieldMessages(error);
      let shown = false;
      for (const [apiField, formField] of Object.entries(SERVER_FIELDS)) {
        const message = details[apiField]?.[0];
        if (message) {
          setError(formField, { type: 'server', message });
          shown = true;
        }
      }
      if (shown) return;
      const message = refusalMessage(error);
      notifyError(message ? t('admin.partners.add.saveErrorWith', { message }) : t('admin.partners.add.saveError'));
    },
  });

  const submit = handleSubmit((values) => {
    // Checked by the rules below: never null here but for an emptied cap, left to the server's default.
    const maxUnpaidSeats = parseUnpaidSeats(values.unpaidSeats);
    create.mutate({
      body: {
        name: values.name.trim(),
        email: values.email.trim(),
        commissionPercent: parseCommission(values.commission) ?? 0,
        ...(maxUnpaidSeats !== null && { maxUnpaidSeats }),
      },
    });
  });

  return (
    <StyledPanel aria-labelledby="admin-partners-add">
      <h2 id="admin-partners-add">{t('admin.partners.add.title')}</h2>
      <p>{t('admin.partners.add.intro')}</p>
      <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-labelledby="admin-partners-add">
        <FormField
          label={t('admin.partners.add.name')}
          hint={t('admin.partners.add.nameHint')}
          autoComplete="organization"
          required
          error={errors.name?.message}
          {...register('name', {
            validate: (value) => {
              const name = value.trim();
              if (name === '') return t('admin.partners.add.nameRequired');
              if ([...name].length > PARTNER_NAME_MAX) return t('admin.partners.add.nameTooLong');
              return true;
            },
          })}
        />
        <FormField
          label={t('admin.partners.add.email')}
          hint={t('admin.partners.add.emailHint')}
          type="email"
          autoComplete="off"
          spellCheck={false}
          required
          error={errors.email?.message}
          {...register('email', {
            validate: (value) => {
              const email = value.trim();
              if (email === '') return t('admin.common.fieldRequired');
              if (email.length > PARTNER_EMAIL_MAX) return t('admin.partners.add.emailTooLong');
              return EMAIL_PATTERN.test(email) || t('admin.common.emailInvalid');
            },
          })}
        />
        <FormField
          label={t('admin.partners.add.commission')}
          hint={t('admin.partners.add.commissionHint')}
          inputMode="decimal"
          autoComplete="off"
          required
          error={errors.commission?.message}
          {...register('commission', {
            validate: (value) => parseCommission(value) !== null || t('admin.partners.add.commissionInvalid'),
          })}
        />
        <FormField
          label={t('admin.partners.add.unpaidSeats')}
          hint={t('admin.partners.add.unpaidSeatsHint')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.unpaidSeats?.message}
          {...register('unpaidSeats', {
            validate: (value) =>
              value.trim() === '' || parseUnpaidSeats(value) !== null || t('admin.partners.add.unpaidSeatsInvalid'),
          })}
        />
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('admin.partners.add.submitting') : t('admin.partners.add.submit')}
          </Button>
        </div>
      </StyledForm>
    </StyledPanel>
  );
}
