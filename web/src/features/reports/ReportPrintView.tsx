import { useQuery } from '@apollo/client/react';
import { Portal } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ReportPartsFragment } from '../../graphql/generated/graphql';
import { ReportVersionQuery } from './operations';
import classes from './print.module.css';

type Record = NonNullable<ReportPartsFragment['record']>;

/**
 * The report as a printed page: the browser prints only this (print.module.css hides the app).
 * Every line is the record's own, as the api froze it at the save and prints it in the PDF: the
 * two say the same words. Its map is the PDF's, drawn by the api as SVG from the same stored
 * data (vectors: no WebGL, no tiles); printing waits until it has loaded, or failed.
 */
export function ReportPrintView({ report, onDone }: { report: ReportPartsFragment; onDone: () => void }) {
  // A version saved before records were frozen has none in a list: reading it alone freezes it.
  const alone = useQuery(ReportVersionQuery, {
    variables: { id: report.id, version: report.version },
    skip: report.record !== null && report.record !== undefined,
  });
  const record = report.record ?? alone.data?.report?.record ?? null;
  const sha256 = report.pdfSha256 ?? alone.data?.report?.pdfSha256 ?? null;
  const [mapSettled, setMapSettled] = useState(false);
  useEffect(() => {
    if (!mapSettled || !record) return;
    const done = () => onDone();
    window.addEventListener('afterprint', done);
    const timer = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [onDone, mapSettled, record]);
  return (
    // A node of its own: Mantine shares one portal node by default, and the shared node (made
    // first by a dropdown or a toast) would not carry the class that print.module.css shows.
    <Portal reuseTargetNode={false} className={`${classes.portal} report-print`}>
      <article className={classes.page} aria-label="Printable report">
        {record ? (
          <RecordPage
            record={record}
            sha256={sha256}
            mapUrl={report.mapUrl}
            onMapSettled={() => setMapSettled(true)}
          />
        ) : (
          <p>{alone.error ? 'The record could not be loaded. Please try again.' : 'Preparing the record…'}</p>
        )}
      </article>
    </Portal>
  );
}

function RecordPage({
  record,
  sha256,
  mapUrl,
  onMapSettled,
}: {
  record: Record;
  sha256: string | null;
  mapUrl: string;
  onMapSettled: () => void;
}) {
  return (
    <>
      <header className={classes.header}>
        <div>
          <h1>{record.title}</h1>
          <h2>{record.fieldName}</h2>
          <p>{record.farmLine}</p>
        </div>
        <div>
          <strong>{record.dateLine}</strong>
          <p>{record.versionLine}</p>
          {record.laterVersion && <p>{record.laterVersion}</p>}
          {sha256 && <p className={classes.hash}>SHA-256 of this version&apos;s PDF: {sha256}</p>}
        </div>
      </header>
      <figure className={classes.map}>
        <img
          src={mapUrl}
          alt={`Map of ${record.fieldName}, its neighbours and the drift zone`}
          onLoad={onMapSettled}
          onError={onMapSettled}
        />
      </figure>
      {record.sections.slice(0, 2).map((section) => (
        <Section key={section.title} section={section} />
      ))}
      <section>
        <h3>Products applied</h3>
        <table>
          <thead>
            <tr>
              {record.products.columns.map((column) => (
                <th key={column}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {record.products.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's place is its identity on paper
              <tr key={index}>
                {row.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells in column order
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {record.products.note && <p>{record.products.note}</p>}
      </section>
      {record.sections.slice(2).map((section) => (
        <Section key={section.title} section={section} />
      ))}
      <footer>{record.footer}</footer>
    </>
  );
}

function Section({ section }: { section: Record['sections'][number] }) {
  return (
    <section>
      <h3>{section.title}</h3>
      <dl>
        {section.rows.map((row) => (
          <div key={row.label} style={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
