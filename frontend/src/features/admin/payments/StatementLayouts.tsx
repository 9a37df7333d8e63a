import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import type { StatementLayoutDto } from '../../../api';
import { fieldMessages, refusalMessage, refusalStatus } from '../../../api/api-error';
import {
  getStatementLayoutOptions,
  getStatementLayoutQueryKey,
  listAuditEventsQueryKey,
  listIbansOptions,
  saveStatementLayoutMutation,
} from '../../../api/query-options';
import { invalidate } from '../../../api/query-client';
import { Button } from '../../../components/ui/Button';
import { FormField, SelectField } from '../../../components/ui/FormField';
import { notifySuccess } from '../../../components/ui/toast';
import { QueryState } from '../components/QueryState';
import { StyledPanel } from '../components/ScreenParts';
import { usePaymentsTranslation } from './i18n';
import { DESCRIPTION_COLUMNS_MAX, layoutOf, layoutValues, type LayoutValues } from './layout-form';
import { StyledButtons, StyledNote, StyledRefusal } from './parts';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.readingWidth};
`;

const StyledGroup = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    margin: 0;
  }
`;

const StyledColumn = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1 1 16rem;
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const TOP_FIELDS = [
  'bookedOn',
  'valueOn',
  'amount',
  'credit',
  'debit',
  'description',
  'debtorName',
  'bankReference',
  'decimal',
  'dateOrder',
  'delimiter',
] as const satisfies readonly FieldPath<LayoutValues>[];

/** The server's names of the layout's fields ('description.1'), as the form's ('description.1.name'). */
function formField(path: string): FieldPath<LayoutValues> | null {
  const column = /^description\.(\d+)$/.exec(path);
  if (column) return `description.${Number(column[1])}.name`;
  return (TOP_FIELDS as readonly string[]).includes(path) ? (path as FieldPath<LayoutValues>) : null;
}

function LayoutForm({ ibanId, saved }: { ibanId: string; saved: StatementLayoutDto | null }) {
  const { t } = usePaymentsTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LayoutValues>({ defaultValues: layoutValues(saved) });
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'description',
    rules: {
      validate: (columns) =>
        columns.some(({ name }) => name.trim() !== '') || t('admin.payments.layouts.descriptionMissing'),
    },
  });

  const save = useMutation({
    ...saveStatementLayoutMutation(),
    onSuccess: (layout) => {
      queryClient.setQueryData(getStatementLayoutQueryKey({ path: { id: ibanId } }), layout);
      notifySuccess(t('admin.payments.layouts.saved'));
      return invalidate(queryClient, listAuditEventsQueryKey());
    },
    onError: (error) => {
      let placed = false;
      for (const [path, messages] of Object.entries(fieldMessages(error))) {
        const field = formField(path);
        if (!field || !messages[0]) continue;
        setError(field, { type: 'server', message: messages[0] });
        placed = true;
      }
      if (!placed) setRefusal(refusalMessage(error) ?? t('admin.common.saveError'));
    },
  });

  const submit = handleSubmit((values) => {
    setRefusal(null);
    save.mutate({ path: { id: ibanId }, body: layoutOf(values) });
  });

  const optional = t('admin.payments.layouts.optional');
  const descriptionError = errors.description?.root?.message ?? errors.description?.message;

  return (
    <StyledForm noValidate aria-label={t('admin.payments.layouts.title')} onSubmit={(event) => void submit(event)}>
      <FormField
        label={t('admin.payments.layouts.bookedOn')}
        required
        error={errors.bookedOn?.message}
        {...register('bookedOn', {
          validate: (value) => value.trim() !== '' || t('admin.common.fieldRequired'),
        })}
      />
      <FormField
        label={t('admin.payments.layouts.valueOn')}
        hint={optional}
        error={errors.valueOn?.message}
        {...register('valueOn')}
      />
      <StyledGroup>
        <legend>{t('admin.payments.amount')}</legend>
        <FormField
          label={t('admin.payments.layouts.amount')}
          hint={t('admin.payments.layouts.amountHint')}
          error={errors.amount?.message}
          {...register('amount', {
            validate: (amount, values) =>
              amount.trim() !== '' || values.credit.trim() !== '' || t('admin.payments.layouts.amountMissing'),
          })}
        />
        <FormField
          label={t('admin.payments.layouts.credit')}
          error={errors.credit?.message}
          {...register('credit', { deps: ['amount'] })}
        />
        <FormField label={t('admin.payments.layouts.debit')} error={errors.debit?.message} {...register('debit')} />
      </StyledGroup>
      <StyledGroup aria-describedby={`${id}-description-hint${descriptionError ? ` ${id}-description-error` : ''}`}>
        <legend>{t('admin.payments.layouts.descriptionTitle')}</legend>
        <p id={`${id}-description-hint`}>{t('admin.payments.layouts.descriptionHint')}</p>
        {fields.map((field, index) => (
          <StyledColumn key={field.id}>
            <FormField
              label={t('admin.payments.layouts.description', { number: index + 1 })}
              error={errors.description?.[index]?.name?.message}
              {...register(`description.${index}.name`)}
            />
            {fields.length > 1 && (
              <Button variant="secondary" onClick={() => remove(index)}>
                {t('admin.payments.layouts.removeDescription', { number: index + 1 })}
              </Button>
            )}
          </StyledColumn>
        ))}
        {descriptionError && (
          <StyledError id={`${id}-description-error`} role="alert">
            {descriptionError}
          </StyledError>
        )}
        {fields.length < DESCRIPTION_COLUMNS_MAX && (
          <div>
            <Button variant="secondary" onClick={() => append({ name: '' })}>
              {t('admin.payments.layouts.addDescription')}
            </Button>
          </div>
        )}
      </StyledGroup>
      <FormField
        label={t('admin.payments.layouts.debtorName')}
        hint={optional}
        error={errors.debtorName?.message}
        {...register('debtorName')}
      />
      <FormField
        label={t('admin.payments.layouts.bankReference')}
        hint={optional}
        error={errors.bankReference?.message}
        {...register('bankReference')}
      />
      <SelectField label={t('admin.payments.layouts.decimal')} {...register('decimal')}>
        <option value="">{t('admin.payments.layouts.decimalAuto')}</option>
        <option value=",">{t('admin.payments.layouts.decimalComma')}</option>
        <option value=".">{t('admin.payments.layouts.decimalDot')}</option>
      </SelectField>
      <SelectField label={t('admin.payments.layouts.dateOrder')} {...register('dateOrder')}>
        <option value="dmy">{t('admin.payments.layouts.dateDmy')}</option>
        <option value="ymd">{t('admin.payments.layouts.dateYmd')}</option>
      </SelectField>
      <SelectField label={t('admin.payments.layouts.delimiter')} {...register('delimiter')}>
        <option value="">{t('admin.payments.layouts.delimiterAuto')}</option>
        <option value=";">{t('admin.payments.layouts.delimiterSemicolon')}</option>
        <option value=",">{t('admin.payments.layouts.delimiterComma')}</option>
        <option value={'\t'}>{t('admin.payments.layouts.delimiterTab')}</option>
      </SelectField>
      {refusal && <StyledRefusal role="alert">{refusal}</StyledRefusal>}
      <StyledButtons>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? t('admin.payments.layouts.saving') : t('admin.payments.layouts.save')}
        </Button>
      </StyledButtons>
    </StyledForm>
  );
}

/** One account's layout: the saved one in the form, or an empty form when none is saved. */
function AccountLayout({ ibanId }: { ibanId: string }) {
  const { t } = usePaymentsTranslation();
  const layout = useQuery(getStatementLayoutOptions({ path: { id: ibanId } }));
  const notSaved = refusalStatus(layout.error) === 404;
  return (
    <QueryState
      isPending={layout.isPending}
      isError={layout.isError && !notSaved}
      isEmpty={false}
      emptyText=""
      onRetry={() => void layout.refetch()}
    >
      {notSaved && <StyledNote>{refusalMessage(layout.error) ?? t('admin.payments.layouts.none')}</StyledNote>}
      <LayoutForm ibanId={ibanId} saved={layout.data ?? null} />
    </QueryState>
  );
}

/**
 * The CSV column layout of each bank account, by the names of the file's first line: for
 * exports whose columns are not recognised by themselves. Secondary on the page.
 */
export function StatementLayouts() {
  const { t } = usePaymentsTranslation();
  const id = useId();
  const ibans = useQuery(listIbansOptions());
  const [ibanId, setIbanId] = useState('');
  return (
    <StyledPanel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.payments.layouts.title')}</h2>
      <StyledNote>{t('admin.payments.layouts.intro')}</StyledNote>
      <QueryState
        isPending={ibans.isPending}
        isError={ibans.isError}
        isEmpty={ibans.data?.length === 0}
        emptyText={t('admin.payments.layouts.noIbans')}
        onRetry={() => void ibans.refetch()}
      >
        <StyledForm as="div">
          <SelectField
            label={t('admin.payments.layouts.account')}
            value={ibanId}
            onChange={(event) => setIbanId(event.target.value)}
          >
            <option value="">{t('admin.payments.layouts.accountChoose')}</option>
            {ibans.data?.map((iban) => (
              <option key={iban.id} value={iban.id}>
                {t('admin.payments.import.accountOption', { holder: iban.accountHolder, iban: iban.ibanFormatted })}
              </option>
            ))}
          </SelectField>
        </StyledForm>
        {ibanId && <AccountLayout key={ibanId} ibanId={ibanId} />}
      </QueryState>
    </StyledPanel>
  );
}
