import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../config/app-config.js';
import { tripContentFromSeed } from '../seed.js';
import { TRIP_SEEDS } from './index.js';

const IMAGES = path.join(REPO_ROOT, 'frontend/public/images/trips');

describe.each(TRIP_SEEDS.map((trip) => [trip.slug, trip] as const))('the seed of %s', (_slug, trip) => {
  it('has one itinerary day per day of the trip, in order, each with both panels written', () => {
    expect(trip.itinerary.map((d) => d.day)).toEqual(Array.from({ length: trip.durationDays }, (_, i) => i + 1));
    for (const day of trip.itinerary) {
      for (const text of [
        day.title,
        day.subtitle,
        day.morning.title,
        day.morning.description,
        day.afternoon.title,
        day.afternoon.description,
      ]) {
        expect(text.trim().length).toBeGreaterThan(2);
      }
    }
  });

  it("leaves duration and group size to the trip's own fields, never restating them as facts", () => {
    expect(trip.facts.map((f) => f.label)).not.toEqual(expect.arrayContaining(['Durata']));
    expect(trip.facts.map((f) => f.label)).not.toEqual(expect.arrayContaining(['Gruppo']));
    expect(tripContentFromSeed(trip).facts[0]).toEqual({
      label: 'Partenze',
      value: 'da Milano Malpensa e Roma Fiumicino',
    });
    expect(trip.facts.length).toBeGreaterThanOrEqual(3);
  });

  it('has the five information sections, none empty', () => {
    expect(trip.infoSections.map((s) => s.id).sort()).toEqual([
      'documents',
      'excluded',
      'hotel',
      'included',
      'packing',
    ]);
    for (const section of trip.infoSections) expect(section.items.length).toBeGreaterThan(0);
  });

  const faqs = tripContentFromSeed(trip).faqs;

  it('answers the payment and cancellation questions first, then its own, each once', () => {
    expect(faqs.slice(0, 2).map((f) => f.id)).toEqual(['pagamento', 'penali-cancellazione']);
    expect(new Set(faqs.map((f) => f.id)).size).toBe(faqs.length);
  });

  it('states its group size in its FAQ, and no other size anywhere', () => {
    expect(faqs.some((f) => f.answer.join(' ').includes(String(trip.maxGroupSize)))).toBe(true);
    const text = JSON.stringify([tripContentFromSeed(trip), trip.en ?? {}]);
    const sizes = [...text.matchAll(/(?:massimo (?:di )?|at most )(\d+) (?:persone|people)(?! per)/g)].map((m) => m[1]);
    expect(sizes.length).toBeGreaterThan(0);
    expect(new Set(sizes)).toEqual(new Set([String(trip.maxGroupSize)]));
  });

  it('has money in whole cents and a deposit policy that makes sense', () => {
    expect(Number.isInteger(trip.priceCents)).toBe(true);
    expect(trip.priceCents % 100).toBe(0);
    if (trip.singleSupplementCents !== null) expect(Number.isInteger(trip.singleSupplementCents)).toBe(true);
    if (trip.depositPolicy.kind === 'percent') expect(trip.depositPolicy.value).toBeLessThanOrEqual(100);
    else expect(trip.depositPolicy.value).toBeLessThan(trip.priceCents);
  });

  it('ships its illustration', () => {
    expect(fs.existsSync(path.join(IMAGES, trip.image.file))).toBe(true);
    expect(trip.image.alt.length).toBeGreaterThan(15);
  });
});

describe('the catalogue seed', () => {
  it('never uses a slug or an alias twice', () => {
    const paths = TRIP_SEEDS.flatMap((trip) => [trip.slug, ...trip.aliases]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p).toMatch(/^[a-z0-9-]+$/);
  });
});
