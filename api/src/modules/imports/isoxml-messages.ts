// What an ISOXML file that cannot be read is told (isoxml.ts, isoxml-xml.ts).
export const isoxmlMessages = {
  doctype:
    'The ISOXML file declares a document type (<!DOCTYPE>), which ISOXML never needs and which can hide entity expansions, so it was not read. Export it again from the display or farm program.',
  notIsoxml:
    'The file is not ISOXML: TASKDATA.XML begins with <ISO11783_TaskData>. Export the TASKDATA folder from the display or farm program (zipped) and import it again.',
  noTaskdataInZip:
    'The zip holds no TASKDATA.XML. Zip the TASKDATA folder as the display or farm program wrote it, and import again.',
};
