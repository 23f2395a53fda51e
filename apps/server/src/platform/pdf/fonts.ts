import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The one font family every PDF uses: Noto Sans SC (SIL OFL 1.1) in TrueType outlines, installed by
 * `npm install` from the npm registry (@expo-google-fonts/noto-sans-sc), so a fresh machine renders
 * Chinese without system fonts. It covers Latin and digits too, so one family serves both languages.
 * pdfkit embeds only the glyphs a document uses (a subset), which keeps a page at a few kilobytes.
 */
export const PDF_FONT = { regular: 'NotoSansSC-Regular', bold: 'NotoSansSC-Bold' } as const;
export type PdfFontName = (typeof PDF_FONT)[keyof typeof PDF_FONT];

const require = createRequire(import.meta.url);
const files: Record<PdfFontName, string> = {
  [PDF_FONT.regular]: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  [PDF_FONT.bold]: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
};

// Read once per process (about 10 MB each); fontkit parses tables lazily per document.
const cache = new Map<PdfFontName, Buffer>();

export function pdfFontData(name: PdfFontName): Buffer {
  let data = cache.get(name);
  if (!data) {
    data = readFileSync(require.resolve(files[name]));
    cache.set(name, data);
  }
  return data;
}
