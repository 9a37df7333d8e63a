import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type DragEvent, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { refusalMessage } from '../../../api/api-error';
import { listIbansOptions } from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/FormField';
import { visuallyHidden } from '../../../components/ui/VisuallyHidden';
import { StyledPanel } from '../components/ScreenParts';
import { fileSize } from './format';
import { usePaymentsTranslation } from './i18n';
import { paymentsChanged } from './stale';
import { uploadStatement, type StatementImported } from './upload-statement';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.readingWidth};
`;

const StyledDropZone = styled.div<{ $dragging: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding: ${({ theme }) => theme.space.lg};
  border: 3px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }

  /* The words change too ('Rilascia il file...'): the frame only helps the eye. */
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      border-style: solid;
      border-color: ${theme.colors.brand};
      background: ${theme.colors.surfaceWarm};
    `}
`;

const StyledDropText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.bodyWide};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledFileInput = styled.input`
  ${visuallyHidden}
`;

/** The file input's label, dressed as the secondary button: the browser's own picker opens from it. */
const StyledChoose = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceWarm};
  }

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focusHalo};
  }

  input:disabled + & {
    cursor: not-allowed;
    border-color: transparent;
    background: ${({ theme }) => theme.colors.placeholder};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledChosen = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const StyledProgress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  p {
    margin: 0;
  }

  progress {
    width: 100%;
    height: 1.5rem;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledOutcome = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  p {
    margin: 0;
  }

  p:first-child {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledRefusal = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function Outcome({ imported }: { imported: StatementImported }) {
  const { t } = usePaymentsTranslation();
  const { result, repeated } = imported;
  const detail = t('admin.payments.import.resultDetail', { entries: result.entries, credits: result.credits });
  if (repeated) {
    return (
      <>
        <p>{t('admin.payments.import.repeated')}</p>
        <p>{detail}</p>
      </>
    );
  }
  const counts = t('admin.payments.counts', {
    matched: t('admin.payments.matched', { count: result.matched }),
    review: t('admin.payments.review', { count: result.review }),
    duplicates: t('admin.payments.duplicates', { count: result.duplicates }),
  });
  return (
    <>
      <p>{t('admin.payments.import.resultTitle', { counts })}</p>
      <p>{detail}</p>
    </>
  );
}

/**
 * The import of a bank statement: the file dropped on the zone or chosen with its button, the
 * account whose CSV columns read it, a progress bar while it is sent, then what it did in
 * words, or the server's reason why it could not be read.
 */
export function StatementImport() {
  const { t, i18n } = usePaymentsTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const ibans = useQuery(listIbansOptions());
  const [account, setAccount] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [sent, setSent] = useState<number | null>(0);

  const upload = useMutation({
    mutationFn: (chosen: { file: File; account: string | undefined }) =>
      uploadStatement(chosen.file, chosen.account, setSent),
    onMutate: () => setSent(0),
    onSuccess: () => {
      setFile(null);
      return paymentsChanged(queryClient);
    },
  });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setMissing(false);
    upload.reset();
  };

  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!upload.isPending) setDragging(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!upload.isPending) choose(event.dataTransfer.files[0]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    upload.mutate({ file, account: account || undefined });
  };

  const size = file ? fileSize(file.size, i18n.language) : null;
  const percent = sent === null ? null : Math.round(sent * 100);

  return (
    <StyledPanel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.payments.import.title')}</h2>
      <StyledForm noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
        <SelectField
          label={t('admin.payments.import.account')}
          hint={t('admin.payments.import.accountHint')}
          value={account}
          disabled={upload.isPending}
          onChange={(event) => setAccount(event.target.value)}
        >
          <option value="">{t('admin.payments.import.accountNone')}</option>
          {ibans.data?.map((iban) => (
            <option key={iban.id} value={iban.id}>
              {t('admin.payments.import.accountOption', { holder: iban.accountHolder, iban: iban.ibanFormatted })}
            </option>
          ))}
        </SelectField>

        <StyledDropZone
          $dragging={dragging}
          onDragEnter={dragOver}
          onDragOver={dragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          role="group"
          aria-labelledby={`${id}-drop`}
        >
          <StyledDropText id={`${id}-drop`}>
            {dragging ? t('admin.payments.import.dropping') : t('admin.payments.import.drop')}
          </StyledDropText>
          <StyledMuted aria-hidden="true">{t('admin.payments.import.or')}</StyledMuted>
          <StyledFileInput
            id={`${id}-file`}
            type="file"
            disabled={upload.isPending}
            aria-describedby={`${id}-formats${missing ? ` ${id}-missing` : ''}${file ? ` ${id}-chosen` : ''}`}
            aria-invalid={missing || undefined}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // The same file chosen again (after fixing it at the bank) is a new choice.
              event.target.value = '';
            }}
          />
          <StyledChoose htmlFor={`${id}-file`}>{t('admin.payments.import.choose')}</StyledChoose>
          <StyledMuted id={`${id}-formats`}>{t('admin.payments.import.formats')}</StyledMuted>
          {file && size && (
            <StyledChosen id={`${id}-chosen`}>
              {t('admin.payments.import.chosen', {
                name: file.name,
                size:
                  size.unit === 'kb'
                    ? t('admin.payments.import.sizeKb', { size: size.size })
                    : t('admin.payments.import.sizeMb', { size: size.size }),
              })}
            </StyledChosen>
          )}
          {missing && (
            <StyledRefusal id={`${id}-missing`} role="alert">
              {t('admin.payments.import.noFile')}
            </StyledRefusal>
          )}
        </StyledDropZone>

        {upload.isPending && percent !== 100 && (
          <StyledProgress>
            <progress
              aria-label={t('admin.payments.import.progress')}
              max={100}
              {...(percent === null ? {} : { value: percent })}
            />
            {percent !== null && <p>{t('admin.payments.import.sending', { percent })}</p>}
          </StyledProgress>
        )}

        <div>
          <Button type="submit" disabled={upload.isPending}>
            {t('admin.payments.import.submit')}
          </Button>
        </div>

        {/* Always there, so that what arrives in it is read out. */}
        <div role="status">
          {upload.isPending && percent === 100 && (
            <StyledOutcome>
              <p>{t('admin.payments.import.reading')}</p>
            </StyledOutcome>
          )}
          {upload.isSuccess && (
            <StyledOutcome>
              <Outcome imported={upload.data} />
            </StyledOutcome>
          )}
        </div>
        {upload.isError && (
          <StyledRefusal role="alert">
            {refusalMessage(upload.error) ?? t('admin.payments.import.failed')}
          </StyledRefusal>
        )}
      </StyledForm>
    </StyledPanel>
  );
}
