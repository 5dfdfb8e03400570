import type { Locator } from '@playwright/test';

/**
 * The families of the fonts the browser drew an element's text with: what the device showed, not what
 * the styles asked for (a font can be loaded and still not be used for a character).
 */
export async function fontsDrawing(element: Locator): Promise<string[]> {
  const page = element.page();
  const marker = 'data-drawn-fonts-probe';
  await element.evaluate((node, attribute) => node.setAttribute(attribute, ''), marker);
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await session.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[${marker}]`,
    });
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await session.detach();
    await element.evaluate((node, attribute) => node.removeAttribute(attribute), marker);
  }
}
