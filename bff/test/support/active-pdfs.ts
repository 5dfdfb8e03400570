import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  type PDFRef,
  PDFStream,
  PDFString,
  StandardFonts,
} from 'pdf-lib';

/** Written into each kind of active content, to be looked for in what is stored. */
export const ACTIVE_MARKER = 'ACTIVE-CONTENT-MARKER';

/** What a proof shows, which must survive its cleaning. */
export const PROOF_TEXT = 'Transfer of NGN 4,000,000 to Safa Travels';

/** The names that only active content uses (as keys, action types or annotation subtypes). */
const ACTIVE_NAMES = [
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'URI',
  'SubmitForm',
  'ImportData',
  'EmbeddedFiles',
  'EmbeddedFile',
  'EF',
  'FileAttachment',
  'RichMedia',
  'RichMediaContent',
  'XFA',
];

export type Build = (pdf: PDFDocument) => void;

const javaScript = (pdf: PDFDocument): PDFRef =>
  pdf.context.register(
    pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(`app.alert('${ACTIVE_MARKER}')`) }),
  );

/** An annotation over the page's top left corner, on the page's list. */
function annotate(pdf: PDFDocument, annotation: Record<string, unknown>): PDFRef {
  const page = pdf.getPage(0);
  const ref = pdf.context.register(
    pdf.context.obj({ Type: 'Annot', Rect: [0, 700, 200, 792], P: page.ref, ...annotation } as never),
  );
  page.node.addAnnot(ref);
  return ref;
}

const embeddedFile = (pdf: PDFDocument) =>
  pdf.context.register(
    pdf.context.stream(`<html><script>${ACTIVE_MARKER}</script></html>`, { Type: 'EmbeddedFile' }),
  );

const fileSpecification = (pdf: PDFDocument) =>
  pdf.context.obj({
    Type: 'Filespec',
    F: PDFString.of('proof.html'),
    EF: { F: embeddedFile(pdf) },
  });

/** One PDF per kind of active content an outside probe found kept, and the others a viewer runs. */
export const ACTIVE_CONTENT: Record<string, Build> = {
  'JavaScript run on opening (OpenAction)': (pdf) =>
    pdf.catalog.set(PDFName.of('OpenAction'), javaScript(pdf)),
  'JavaScript run on closing (the document’s AA)': (pdf) =>
    pdf.catalog.set(PDFName.of('AA'), pdf.context.obj({ WC: javaScript(pdf) })),
  'a page’s open action (the page’s AA)': (pdf) =>
    pdf.getPage(0).node.set(PDFName.of('AA'), pdf.context.obj({ O: javaScript(pdf) })),
  'the document-level JavaScript name tree': (pdf) =>
    pdf.catalog.set(
      PDFName.of('Names'),
      pdf.context.obj({ JavaScript: { Names: [PDFString.of('check'), javaScript(pdf)] } }),
    ),
  'a link running JavaScript': (pdf) => annotate(pdf, { Subtype: 'Link', A: javaScript(pdf) }),
  'a Launch of cmd.exe': (pdf) =>
    annotate(pdf, {
      Subtype: 'Link',
      A: pdf.context.obj({
        S: 'Launch',
        F: PDFString.of('cmd.exe'),
        Win: { F: PDFString.of('cmd.exe'), P: PDFString.of(`/c echo ${ACTIVE_MARKER}`) },
      }),
    }),
  'a URI action': (pdf) =>
    annotate(pdf, {
      Subtype: 'Link',
      A: pdf.context.obj({ S: 'URI', URI: PDFString.of(`https://${ACTIVE_MARKER}.example/pay`) }),
    }),
  'a form that submits itself (SubmitForm)': (pdf) =>
    annotate(pdf, {
      Subtype: 'Widget',
      FT: 'Btn',
      T: PDFString.of('send'),
      A: pdf.context.obj({
        S: 'SubmitForm',
        F: { FS: 'URL', F: PDFString.of(`https://${ACTIVE_MARKER}.example/collect`) },
      }),
    }),
  'an ImportData action': (pdf) =>
    annotate(pdf, {
      Subtype: 'Link',
      A: pdf.context.obj({ S: 'ImportData', F: PDFString.of(`${ACTIVE_MARKER}.fdf`) }),
    }),
  'an embedded HTML file (the EmbeddedFiles name tree)': (pdf) =>
    pdf.catalog.set(
      PDFName.of('Names'),
      pdf.context.obj({ EmbeddedFiles: { Names: [PDFString.of('proof.html'), fileSpecification(pdf)] } }),
    ),
  'a file attachment annotation': (pdf) =>
    annotate(pdf, {
      Subtype: 'FileAttachment',
      FS: fileSpecification(pdf),
      Contents: PDFString.of('open me'),
    }),
  'a rich media annotation': (pdf) =>
    annotate(pdf, {
      Subtype: 'RichMedia',
      RichMediaContent: { Assets: { Names: [PDFString.of('clip.swf'), fileSpecification(pdf)] } },
    }),
  'an XFA form': (pdf) =>
    pdf.catalog.set(
      PDFName.of('AcroForm'),
      pdf.context.obj({
        Fields: [],
        XFA: pdf.context.register(pdf.context.stream(`<xdp:xdp><script>${ACTIVE_MARKER}</script></xdp:xdp>`)),
      }),
    ),
  'a bookmark running JavaScript': (pdf) => {
    const outlines = pdf.context.nextRef();
    const item = pdf.context.register(
      pdf.context.obj({ Title: PDFString.of('Receipt'), Parent: outlines, A: javaScript(pdf) }),
    );
    pdf.context.assign(outlines, pdf.context.obj({ Type: 'Outlines', First: item, Last: item, Count: 1 }));
    pdf.catalog.set(PDFName.of('Outlines'), outlines);
  },
  'JavaScript chained after a move within the document (Next)': (pdf) =>
    annotate(pdf, {
      Subtype: 'Link',
      A: pdf.context.obj({ S: 'GoTo', D: [pdf.getPage(0).ref, 'Fit'], Next: javaScript(pdf) }),
    }),
};

/** A one-page proof showing PROOF_TEXT, with `build`'s active content; its objects in object streams or not. */
export async function pdfWith(build: Build, { useObjectStreams = true } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(PROOF_TEXT, { x: 50, y: 600, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  build(pdf);
  return Buffer.from(await pdf.save({ useObjectStreams }));
}

/** A PDF of `count` small objects besides its page, about 33 bytes each (the probe's: 300,000 in 9.9 MB). */
export function pdfOfManyObjects(count: number): Buffer {
  const parts = [
    '%PDF-1.7\n',
    '1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n',
    '2 0 obj\n<</Type/Pages/Kids[3 0 R]/Count 1>>\nendobj\n',
    '3 0 obj\n<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>\nendobj\n',
  ];
  for (let number = 4; number < count + 4; number += 1)
    parts.push(`${number} 0 obj\n<</N ${number}>>\nendobj\n`);
  parts.push(`trailer\n<</Root 1 0 R/Size ${count + 4}>>\n%%EOF\n`);
  return Buffer.from(parts.join(''));
}

/** A PDF locked with a password (the standard security handler), which cannot be read to be cleaned. */
export const ENCRYPTED_PDF = Buffer.from(
  [
    '%PDF-1.7',
    '1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj',
    '2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj',
    '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>> endobj',
    `4 0 obj <</Filter/Standard/V 2/R 3/Length 128/P -4/O <${'ab'.repeat(32)}>/U <${'cd'.repeat(32)}>>> endobj`,
    'trailer <</Root 1 0 R/Encrypt 4 0 R/Size 5>>',
    '%%EOF',
  ].join('\n'),
);

/** A stream's bytes as a reader would see them: decoded when it can be. */
function streamText(stream: PDFStream): string {
  try {
    const bytes = stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
    return Buffer.from(bytes).toString('latin1');
  } catch {
    return Buffer.from(stream.getContents()).toString('latin1');
  }
}

/** Every name (keys and values) and every text (strings, streams decoded) of every object of a PDF. */
export async function pdfContents(bytes: Buffer): Promise<{ names: Set<string>; text: string }> {
  const pdf = await PDFDocument.load(bytes);
  const names = new Set<string>();
  const texts: string[] = [];
  const visit = (object: PDFObject): void => {
    if (object instanceof PDFName) names.add(object.decodeText());
    else if (object instanceof PDFString || object instanceof PDFHexString) texts.push(object.decodeText());
    else if (object instanceof PDFArray) object.asArray().forEach(visit);
    else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        visit(key);
        visit(value);
      }
    } else if (object instanceof PDFStream) {
      visit(object.dict);
      texts.push(streamText(object));
    }
  };
  for (const [, object] of pdf.context.enumerateIndirectObjects()) visit(object);
  return { names, text: texts.join('\n') };
}

/** The names of active content a PDF still holds. */
export const activeNamesIn = (names: Set<string>) => ACTIVE_NAMES.filter((name) => names.has(name));
