/**
 * Bank statement files as the tests write them, for the API tests and the browser tests alike.
 */

/** A movement as the tests write it into a statement file. */
export interface TestMovement {
  /** '1032.00' */
  amount: string;
  remittance: string;
  debtor?: string;
  debtorIban?: string;
  bankReference?: string;
  bookedOn?: string;
  direction?: 'CRDT' | 'DBIT';
  status?: 'BOOK' | 'PDNG';
  currency?: string;
}

/** '1032.00': euro cents as a statement writes the amount, without going through floating point. */
export function statementAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A camt.053.001.02 end-of-day statement of the agency's account, as Italian banks send them. */
export function camt053(movements: readonly TestMovement[], account = 'IT60X0542811101000000123456'): Buffer {
  const entries = movements
    .map(
      (movement) => `
      <Ntry>
        <Amt Ccy="${movement.currency ?? 'EUR'}">${movement.amount}</Amt>
        <CdtDbtInd>${movement.direction ?? 'CRDT'}</CdtDbtInd>
        <Sts>${movement.status ?? 'BOOK'}</Sts>
        <BookgDt><Dt>${movement.bookedOn ?? '2027-02-03'}</Dt></BookgDt>
        <ValDt><Dt>${movement.bookedOn ?? '2027-02-03'}</Dt></ValDt>
        <BkTxCd><Prtry><Cd>48</Cd><Issr>CBI</Issr></Prtry></BkTxCd>
        <NtryDtls>
          <TxDtls>
            ${movement.bankReference ? `<Refs><AcctSvcrRef>${movement.bankReference}</AcctSvcrRef></Refs>` : ''}
            <RltdPties>
              <Dbtr><Nm>${escape(movement.debtor ?? 'Mario Rossi')}</Nm></Dbtr>
              ${movement.debtorIban ? `<DbtrAcct><Id><IBAN>${movement.debtorIban}</IBAN></Id></DbtrAcct>` : ''}
            </RltdPties>
            <RmtInf><Ustrd>${escape(movement.remittance)}</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`,
    )
    .join('');
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>TEST-${Date.now()}</MsgId><CreDtTm>2027-02-04T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>TEST-STMT</Id>
      <CreDtTm>2027-02-04T06:00:00</CreDtTm>
      <Acct><Id><IBAN>${account}</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`);
}

/** A spreadsheet export of an Italian bank: ISO-8859-1, semicolons, decimal comma, a preamble. */
export function italianCsv(movements: readonly TestMovement[]): Buffer {
  const rows = movements.map((movement) => {
    const [year, month, day] = (movement.bookedOn ?? '2027-02-03').split('-');
    const amount = movement.amount.replace('.', ',');
    const credit = (movement.direction ?? 'CRDT') === 'CRDT';
    return [
      `${day}/${month}/${year}`,
      `${day}/${month}/${year}`,
      credit ? amount : '',
      credit ? '' : amount,
      `"BONIFICO DA ${movement.debtor ?? 'Mario Rossi'}"`,
      `"${movement.remittance}"`,
    ].join(';');
  });
  const text = [
    'Conto corrente;IT60X0542811101000000123456',
    'Intestatario;A.T.I. Società di viaggi',
    '',
    'Data contabile;Data valuta;Accrediti;Addebiti;Descrizione;Descrizione estesa',
    ...rows,
    '',
  ].join('\r\n');
  return Buffer.from(text, 'latin1');
}
