import PDFDocument from 'pdfkit';
import { type DrawItem, PAGE } from './plan-drawing.ts';

/** The drawing as a one-page A4 landscape PDF (vector), with the 3D plan picture on a second page. */
export function drawingToPdf(items: DrawItem[], title: string, picture: Buffer | null): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: title, Author: 'Vitrine demo', CreationDate: new Date(0), ModDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const scale = doc.page.width / PAGE.width;
  doc.save();
  doc.scale(scale);
  for (const item of items) {
    switch (item.type) {
      case 'rect': {
        if (item.radius) doc.roundedRect(item.x, item.y, item.w, item.h, item.radius);
        else doc.rect(item.x, item.y, item.w, item.h);
        if (item.fill && item.stroke)
          doc.lineWidth(item.lineWidth ?? 1).fillAndStroke(item.fill, item.stroke);
        else if (item.fill) doc.fill(item.fill);
        else if (item.stroke) doc.lineWidth(item.lineWidth ?? 1).stroke(item.stroke);
        break;
      }
      case 'line':
        doc.moveTo(item.x1, item.y1).lineTo(item.x2, item.y2).lineWidth(item.lineWidth).stroke(item.stroke);
        break;
      case 'path':
        doc.path(item.d);
        if (item.fill) doc.fill(item.fill);
        else doc.lineWidth(item.lineWidth ?? 1).stroke(item.stroke ?? '#000');
        break;
      case 'text': {
        doc
          .font(item.bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(item.size)
          .fillColor(item.color);
        const width = doc.widthOfString(item.text);
        const x = item.anchor === 'middle' ? item.x - width / 2 : item.x;
        doc.text(item.text, x, item.y - item.size * 0.8, { lineBreak: false });
        break;
      }
    }
  }
  doc.restore();
  if (picture) {
    doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
    doc.image(picture, 40, 40, {
      fit: [doc.page.width - 80, doc.page.height - 80],
      align: 'center',
      valign: 'center',
    });
  }
  doc.end();
  return done;
}
