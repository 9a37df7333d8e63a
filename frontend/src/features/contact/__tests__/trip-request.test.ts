import { describe, expect, it } from 'vitest';
import { i18n, type Language } from '../../../i18n/i18n';
import type { TFunction } from '../../../i18n/translator';
import type { ContactNamespace } from '../i18n';
import '../i18n'; // the feature's strings, as its components register them
import {
  buildTripMessage,
  hasTripDetails,
  readMessageParam,
  readTripRequest,
  travelDatesInWords,
  withTripTitle,
} from '../trip-request';

const inLanguage = (language: Language) => i18n.getFixedT(language) as TFunction<ContactNamespace>;
const italian = inLanguage('it');

describe('buildTripMessage', () => {
  it.each([
    [
      { destination: 'Praga', date: '10/05/2027', airport: 'Milano Malpensa' },
      'Salve, vorrei informazioni sul viaggio a Praga per le date 10/05/2027 con partenza da Milano Malpensa. Grazie.',
    ],
    [{ destination: 'Praga' }, 'Salve, vorrei informazioni sul viaggio a Praga. Grazie.'],
    [
      { destination: 'Praga', date: '10/05/2027' },
      'Salve, vorrei informazioni sul viaggio a Praga per le date 10/05/2027. Grazie.',
    ],
    [
      { destination: 'Praga', airport: 'Roma Fiumicino' },
      'Salve, vorrei informazioni sul viaggio a Praga con partenza da Roma Fiumicino. Grazie.',
    ],
    [{ date: '10/05/2027' }, 'Salve, vorrei informazioni sul viaggio per le date 10/05/2027. Grazie.'],
  ])('%j', (trip, expected) => {
    expect(buildTripMessage(trip, italian)).toBe(expected);
  });

  it('writes in English for English readers', () => {
    expect(buildTripMessage({ destination: 'Prague', airport: 'Milano Malpensa' }, inLanguage('en'))).toBe(
      'Hello, I would like information about the trip to Prague departing from Milano Malpensa. Thank you.',
    );
  });
});

describe('readTripRequest', () => {
  it('reads the trip and ignores blank parameters', () => {
    const params = new URLSearchParams('destination=%20Praga%20&date=&airport=Roma%20Fiumicino&message=%20');

    expect(readTripRequest(params)).toEqual({ destination: 'Praga', date: undefined, airport: 'Roma Fiumicino' });
    expect(readMessageParam(params)).toBeUndefined();
    expect(hasTripDetails(readTripRequest(params))).toBe(true);
    expect(hasTripDetails(readTripRequest(new URLSearchParams('message=Ciao')))).toBe(false);
  });
});

describe('travelDatesInWords', () => {
  it.each<[string, Language, string]>([
    ['10/05/2027', 'it', 'lunedì 10 maggio 2027'],
    ['10/05/2027 - 14/05/2027', 'it', 'lunedì 10 maggio 2027 - venerdì 14 maggio 2027'],
    ['29/02/2028', 'en', 'Tuesday, 29 February 2028'],
    ['29/02/2027', 'it', '29/02/2027'],
    ['maggio 2027', 'it', 'maggio 2027'],
  ])('%s (%s) -> %s', (text, language, expected) => {
    expect(travelDatesInWords(text, language)).toBe(expected);
  });
});

describe('withTripTitle', () => {
  const catalogue = [{ slug: 'praga-tour-culturale', title: "Praga, la città d'oro" }];

  it('names a trip of the catalogue by its title, keeping the rest', () => {
    expect(withTripTitle({ destination: 'praga-tour-culturale', date: '10/05/2027' }, catalogue)).toEqual({
      destination: "Praga, la città d'oro",
      date: '10/05/2027',
    });
  });

  it('leaves a destination the catalogue does not know, or no destination, as it came', () => {
    expect(withTripTitle({ destination: 'Praga' }, catalogue)).toEqual({ destination: 'Praga' });
    expect(withTripTitle({ airport: 'Roma Fiumicino' }, catalogue)).toEqual({ airport: 'Roma Fiumicino' });
    expect(withTripTitle({ destination: 'praga-tour-culturale' }, undefined)).toEqual({
      destination: 'praga-tour-culturale',
    });
  });
});
