import { describe, expect, it } from 'vitest';
import { isSearchable, normaliseText, searchTrips } from '../search-trips';
import { andalusia, catalogue, giappone, giordania, islandaAurora, islandaClassic, usa } from './fixtures';

function slugsFor(query: string) {
  return searchTrips(catalogue, query).map((trip) => trip.slug);
}

describe('searchTrips', () => {
  it.each([
    ['giappone', [giappone.slug]],
    ['GIAPPONE', [giappone.slug]],
    ['kyoto', [giappone.slug]],
    ['Tokyo & Kyoto', [giappone.slug]],
    ['petra', [giordania.slug]],
    ['Giordania', [giordania.slug]],
    ['Stati Uniti', [usa.slug]],
  ])('finds %s by title or country', (query, expected) => {
    expect(slugsFor(query)).toEqual(expected);
  });

  it('looks through the subtitle and the highlights too', () => {
    expect(slugsFor('Fushimi Inari')).toEqual([giappone.slug]);
    expect(slugsFor('nabatei')).toEqual([giordania.slug]);
    expect(slugsFor('grand canyon')).toEqual([usa.slug]);
  });

  it('ignores accents and letters that have none', () => {
    expect(slugsFor('cordoba')).toEqual([andalusia.slug]);
    expect(slugsFor('Córdoba')).toEqual([andalusia.slug]);
    expect(slugsFor('alcazar')).toEqual([andalusia.slug]);
    expect(slugsFor('reykjavik')).toEqual([islandaClassic.slug]);
    expect(slugsFor('thingvellir')).toEqual([islandaClassic.slug]);
  });

  it('matches the start of a word while the visitor is still typing', () => {
    expect(slugsFor('giap')).toEqual([giappone.slug]);
    expect(slugsFor('isla')).toEqual([islandaClassic.slug, islandaAurora.slug]);
  });

  it('puts the trips named after the place before those that only mention it', () => {
    const withMention = [islandaClassic, { ...giordania, highlights: ["Un'aurora nel deserto"] }, islandaAurora];
    expect(searchTrips(withMention, 'aurora').map((trip) => trip.slug)).toEqual([islandaAurora.slug, giordania.slug]);
  });

  it('needs every word of the query', () => {
    expect(slugsFor('islanda aurora')).toEqual([islandaAurora.slug]);
    expect(slugsFor('giappone petra')).toEqual([]);
  });

  it('finds nothing for places the agency does not go to', () => {
    expect(slugsFor('Maldive')).toEqual([]);
    expect(slugsFor('New York')).toEqual([]);
    expect(slugsFor('Dubai')).toEqual([]);
  });

  it('waits for at least two letters', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('& ')).toBe(false);
    expect(isSearchable('pe')).toBe(true);
    expect(slugsFor('a')).toEqual([]);
  });

  it('normalises case, accents and the Nordic letters', () => {
    expect(normaliseText('Þingvellir Jökulsárlón Ærø')).toBe('thingvellir jokulsarlon aero');
  });
});
