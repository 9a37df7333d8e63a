import { receiptMediaType } from './receipt-type.js';

describe('a receipt type read from its content', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj'), 'application/pdf'],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), 'image/jpeg'],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]), 'image/png'],
    ['an HTML page named receipt.pdf', Buffer.from('<html><script>alert(1)</script>'), null],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['a GIF', Buffer.from('GIF89a....'), null],
    ['the signature alone', Buffer.from('%PDF-'), null],
    ['an empty file', Buffer.alloc(0), null],
  ])('%s', (_, content, mediaType) => {
    expect(receiptMediaType(content)).toBe(mediaType);
  });
});
