import { PDFArray, type PDFContext, PDFDict, PDFName, type PDFObject, PDFRef, PDFStream } from 'pdf-lib';

const names = (...values: string[]) => new Set(values.map((value) => PDFName.of(value)));

/**
 * Entries removed wherever they are: actions run when something opens or closes (OpenAction, AA), the
 * document's JavaScript and embedded files (name trees, a file specification's files, a portfolio),
 * XFA forms and rich media.
 */
const ACTIVE_ENTRIES = names(
  'OpenAction',
  'AA',
  'JavaScript',
  'EmbeddedFiles',
  'EF',
  'Collection',
  'XFA',
  'RichMediaContent',
  'AlternatePresentations',
  'Renditions',
);

/** Entries that hold an action: only a move within the document (GoTo, Named) is kept there. */
const ACTION_ENTRIES = names('A', 'PA', 'Next');
const SAFE_ACTIONS = names('GoTo', 'Named');

/** Actions that run code, send or fetch something outside the document, or play media. */
const ACTIVE_ACTIONS = names(
  'JavaScript',
  'Launch',
  'URI',
  'SubmitForm',
  'ImportData',
  'ResetForm',
  'GoToR',
  'GoToE',
  'GoTo3DView',
  'Thread',
  'RichMediaExecute',
  'Rendition',
  'Movie',
  'Sound',
);

/** Annotations that carry a file or play media. */
const ACTIVE_ANNOTATIONS = names('FileAttachment', 'RichMedia', 'Screen', 'Movie', 'Sound', '3D');

const S = PDFName.of('S');
const SUBTYPE = PDFName.of('Subtype');
const TYPE = PDFName.of('Type');
const EMBEDDED_FILE = PDFName.of('EmbeddedFile');

const dictionaryOf = (object: PDFObject | undefined) => {
  const dictionary = object instanceof PDFStream ? object.dict : object;
  return dictionary instanceof PDFDict ? dictionary : undefined;
};

/** An action of those above, an annotation of those above, or an embedded file. */
function isActiveContent(object: PDFObject | undefined): boolean {
  const dictionary = dictionaryOf(object);
  if (!dictionary) return false;
  const action = dictionary.get(S);
  const subtype = dictionary.get(SUBTYPE);
  return (
    (action instanceof PDFName && ACTIVE_ACTIONS.has(action)) ||
    (subtype instanceof PDFName && ACTIVE_ANNOTATIONS.has(subtype)) ||
    dictionary.get(TYPE) === EMBEDDED_FILE
  );
}

function isSafeAction(object: PDFObject | undefined): boolean {
  const action = dictionaryOf(object)?.get(S);
  return action instanceof PDFName && SAFE_ACTIONS.has(action);
}

/** Removes from one dictionary or array, and those written inside it, what runs or carries content. */
function clean(object: PDFObject, context: PDFContext): void {
  const container = object instanceof PDFStream ? object.dict : object;
  if (container instanceof PDFDict) {
    for (const [key, value] of container.entries()) {
      const target = context.lookup(value);
      const removed =
        ACTIVE_ENTRIES.has(key) ||
        (ACTION_ENTRIES.has(key) && !isSafeAction(target)) ||
        isActiveContent(target);
      if (removed) container.delete(key);
      else if (!(value instanceof PDFRef)) clean(value, context);
    }
  } else if (container instanceof PDFArray) {
    for (let index = container.size() - 1; index >= 0; index -= 1) {
      const item = container.get(index);
      if (isActiveContent(context.lookup(item))) container.remove(index);
      else if (!(item instanceof PDFRef)) clean(item, context);
    }
  }
}

/**
 * Takes every reference to active content out of the document: JavaScript (open actions, additional
 * actions, the JavaScript name tree, JavaScript actions), Launch, URI, SubmitForm and ImportData actions
 * (and the others that reach outside), embedded files, file attachment and media annotations, XFA. The
 * objects themselves are left unreachable, for `removeUnreachable`.
 */
export function removeActiveContent(context: PDFContext): void {
  for (const [, object] of context.enumerateIndirectObjects()) clean(object, context);
}

/** Deletes every object that the document's catalog (or its information) no longer reaches. */
export function removeUnreachable(context: PDFContext): void {
  const reachable = new Set<PDFRef>();
  const pending: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info].filter(
    (object): object is PDFObject => object !== undefined,
  );
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFRef) {
      if (reachable.has(object)) continue;
      reachable.add(object);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    } else if (object instanceof PDFDict) {
      pending.push(...object.values());
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reachable.has(ref)) context.delete(ref);
  }
}
