import { SaxesParser } from 'saxes';

/**
 * An element of a krpano XML file: names and attribute names lower-cased (krpano reads them
 * without case), `base` the URL of the file it came from (an `<include>`d file resolves its own
 * relative URLs). The same tree on the server (upload report) and in the browser (viewer).
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  base: string;
}

export class TourParseError extends Error {
  override name = 'TourParseError';
}

/** Parses an XML text into its root element; throws TourParseError when it is not well-formed. */
export function parseXmlTree(text: string, base: string): XmlElement {
  const parser = new SaxesParser();
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(tag.attributes)) {
      attributes[key.toLowerCase()] = String(value);
    }
    const element: XmlElement = { name: tag.name.toLowerCase(), attributes, children: [], base };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch (error) {
    throw new TourParseError(`not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!root) throw new TourParseError('no root element');
  return root;
}
