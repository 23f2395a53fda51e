import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The one font family every PDF uses: Noto Sans SC (SIL OFL 1.1) in TrueType outlines, installed by
 * `npm install` from the npm registry (@expo-google-fonts/noto-sans-sc), so a fresh machine renders
 * Chinese without system fonts. It covers Latin and digits too, so one family serves both languages.
 * pdfkit embeds only the glyphs a document uses (a subset), which keeps a page at a few kilobytes.
 *
 * Speed (issue 19: a certificate PDF in ≤ 500 ms): the files are read **and parsed once per
 * process**. pdfkit's `registerFont` would hand the 10 MB file to fontkit again in every document,
 * which then decodes its cmap, metrics, glyph locations and layout tables anew (about 30 ms of a
 * 40 ms certificate, more under load). Instead each document gets pdfkit's own embedded-font object
 * around the one parsed fontkit font (`useSharedFonts`); the subset, widths and Unicode map stay per
 * document, so every PDF still embeds only its own glyphs. The fontkit font is only read from (its
 * glyph and table caches fill once), and drawing is synchronous, so documents in flight share it
 * safely.
 */
export const PDF_FONT = { regular: 'NotoSansSC-Regular', bold: 'NotoSansSC-Bold' } as const;
export type PdfFontName = (typeof PDF_FONT)[keyof typeof PDF_FONT];

const require = createRequire(import.meta.url);
const files: Record<PdfFontName, string> = {
  [PDF_FONT.regular]: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  [PDF_FONT.bold]: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
};

// Read once per process (about 10 MB each).
const cache = new Map<PdfFontName, Buffer>();

export function pdfFontData(name: PdfFontName): Buffer {
  let data = cache.get(name);
  if (!data) {
    data = readFileSync(require.resolve(files[name]));
    cache.set(name, data);
  }
  return data;
}

type Doc = PDFKit.PDFDocument;
/** pdfkit's EmbeddedFont (not exported, nor in its type definitions): a document's use of a font. */
interface EmbeddedFont {
  name: string;
  font: unknown;
}
type EmbeddedFontClass = new (doc: Doc, font: unknown, id: string) => EmbeddedFont;
/** The document fields `useSharedFonts` fills, as pdfkit's own `font()` would. */
interface DocFonts {
  _fontFamilies: Record<string, EmbeddedFont>;
  _fontCount: number;
  _font: EmbeddedFont | null;
}

let shared: { EmbeddedFont: EmbeddedFontClass; fonts: Array<[PdfFontName, unknown]> } | undefined;

/** Parses both fonts once: pdfkit opens them in a throwaway document, and their parse is kept. */
function sharedFonts() {
  if (shared) return shared;
  const probe = new PDFDocument({ autoFirstPage: false, font: null as unknown as string });
  const opened = Object.values(PDF_FONT).map((name): [PdfFontName, EmbeddedFont] => {
    probe.font(pdfFontData(name));
    return [name, (probe as unknown as DocFonts)._font!];
  });
  const first = opened[0]![1];
  if (first.name !== PDF_FONT.regular || typeof first.font !== 'object')
    throw new Error(`pdfkit opened ${first.name}, not ${PDF_FONT.regular}: its font internals changed`);
  shared = {
    EmbeddedFont: first.constructor as EmbeddedFontClass,
    fonts: opened.map(([name, font]) => [name, font.font]),
  };
  return shared;
}

/**
 * Makes both fonts available to `doc.font(PDF_FONT.regular | PDF_FONT.bold)` from the process's one
 * parse. Create the document with `font: null` (no Helvetica metrics parsed for nothing).
 */
export function useSharedFonts(doc: Doc) {
  const { EmbeddedFont, fonts } = sharedFonts();
  const state = doc as unknown as DocFonts;
  for (const [name, font] of fonts) {
    const embedded = new EmbeddedFont(doc, font, `F${++state._fontCount}`);
    state._fontFamilies[name] = embedded;
    if (embedded.name !== name) state._fontFamilies[embedded.name] = embedded;
  }
}

/**
 * Parses the fonts and lays out a line of Chinese and Latin text, so that the first PDF a user asks
 * for does not pay for it (the server calls this after it starts listening).
 */
export function warmPdfFonts() {
  const doc = new PDFDocument({ autoFirstPage: false, font: null as unknown as string });
  useSharedFonts(doc);
  for (const name of Object.values(PDF_FONT))
    doc.font(name).widthOfString('认证证书 Certificate 0123456789（）：，。');
}
