import JSZip from 'jszip';

// ISOXML written for a display to read: TASKDATA/TASKDATA.XML (ISO 11783-10, version 4.3) with the
// program's fields, their crops and boundaries (isoxml.ts reads the same format).

export type IsoxmlField = {
  name: string;
  /** Square metres, as PFD D takes it. */
  squareMetres: number;
  crop: string | null;
  trait: string | null;
  /** GeoJSON MultiPolygon coordinates, [longitude, latitude]. */
  polygons: number[][][][];
};

const escaped = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? '',
  );

/** A coordinate as PNT C and D take it: xs:decimal, at most 9 decimals, no exponent. */
const degrees = (value: number) => {
  const fixed = value.toFixed(9).replace(/0+$/, '').replace(/\.$/, '');
  return fixed === '-0' ? '0' : fixed;
};

/**
 * TASKDATA.XML (version 4.3) with one customer and farm (the farm's name: the program has no other
 * customer) and a PFD a field: its name (C, cut to the standard's 32 characters), area (D, m²), crop
 * type and variety (CTP/CVT, G/H), and a PLN of type 1 a part, its exterior LSG type 1 and holes type
 * 2, every ring closed. Data transfer origin 1: from a farm management program to the display.
 */
export function taskdataXml(farmName: string, fields: IsoxmlField[]): string {
  const crops = new Map<string, { id: string; varieties: Map<string, string> }>();
  let varieties = 0;
  for (const field of fields) {
    if (!field.crop) continue;
    const crop = crops.get(field.crop) ?? { id: `CTP${crops.size + 1}`, varieties: new Map() };
    crops.set(field.crop, crop);
    if (field.trait && !crop.varieties.has(field.trait)) crop.varieties.set(field.trait, `CVT${++varieties}`);
  }
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ISO11783_TaskData VersionMajor="4" VersionMinor="3" ManagementSoftwareManufacturer="Field Boundaries" ManagementSoftwareVersion="1.0" DataTransferOrigin="1">',
    `  <CTR A="CTR1" B="${escaped(farmName.slice(0, 32))}"/>`,
    `  <FRM A="FRM1" B="${escaped(farmName.slice(0, 32))}" I="CTR1"/>`,
  ];
  for (const [name, crop] of crops) {
    if (crop.varieties.size === 0) lines.push(`  <CTP A="${crop.id}" B="${escaped(name.slice(0, 32))}"/>`);
    else {
      lines.push(`  <CTP A="${crop.id}" B="${escaped(name.slice(0, 32))}">`);
      for (const [variety, id] of crop.varieties)
        lines.push(`    <CVT A="${id}" B="${escaped(variety.slice(0, 32))}"/>`);
      lines.push('  </CTP>');
    }
  }
  fields.forEach((field, index) => {
    const crop = field.crop ? crops.get(field.crop) : undefined;
    const variety = crop && field.trait ? crop.varieties.get(field.trait) : undefined;
    lines.push(
      `  <PFD A="PFD${index + 1}" C="${escaped(field.name.slice(0, 32))}" D="${Math.round(field.squareMetres)}" E="CTR1" F="FRM1"${crop ? ` G="${crop.id}"` : ''}${variety ? ` H="${variety}"` : ''}>`,
    );
    for (const polygon of field.polygons) {
      lines.push('    <PLN A="1">');
      polygon.forEach((ring, at) => {
        lines.push(`      <LSG A="${at === 0 ? 1 : 2}">`);
        for (const [east, north] of ring as [number, number][])
          lines.push(`        <PNT A="2" C="${degrees(north)}" D="${degrees(east)}"/>`);
        lines.push('      </LSG>');
      });
      lines.push('    </PLN>');
    }
    lines.push('  </PFD>');
  });
  lines.push('</ISO11783_TaskData>', '');
  return lines.join('\r\n');
}

/** The TASKDATA folder zipped, as a display takes it from a USB stick: TASKDATA/TASKDATA.XML. */
export async function writeIsoxml(farmName: string, fields: IsoxmlField[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('TASKDATA/TASKDATA.XML', taskdataXml(farmName, fields));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
