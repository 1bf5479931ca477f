/** A piece of a mail, rendered both as plain text and as simple inline-styled HTML. */
export type MailBlock =
  | { paragraph: string }
  | { facts: readonly (readonly [label: string, value: string])[] }
  | { quote: string }
  | { link: string; label: string };

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function blockText(block: MailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('facts' in block) return block.facts.map(([label, value]) => `${label} : ${value}`).join('\n');
  if ('quote' in block) return block.quote.replace(/^/gm, '> ');
  return `${block.label} : ${block.link}`;
}

function blockHtml(block: MailBlock): string {
  if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
  if ('facts' in block) {
    const rows = block.facts
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:4px 16px 4px 0;font-weight:600">${escapeHtml(label)}</th>` +
          `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" cellspacing="0" cellpadding="0">${rows}</table>`;
  }
  if ('quote' in block) {
    const lines = escapeHtml(block.quote).replaceAll('\n', '<br>');
    return `<blockquote style="margin:0;padding:8px 16px;border-left:3px solid #ccc">${lines}</blockquote>`;
  }
  return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
}

/** The text and HTML bodies of a mail made of blocks. */
export function renderMail(blocks: readonly MailBlock[], lang: string): { text: string; html: string } {
  const text = `${blocks.map(blockText).join('\n\n')}\n`;
  const body = blocks.map(blockHtml).join('\n');
  const html =
    `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:Arial,Helvetica,sans-serif;` +
    `font-size:15px;line-height:1.5;color:#222">\n${body}\n</body></html>`;
  return { text, html };
}
