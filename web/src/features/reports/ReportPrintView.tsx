import { Portal } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ReportPartsFragment } from '../../graphql/generated/graphql';
import { hourMinute, nextDay, usLongDate, usLongInstant } from './format';
import classes from './print.module.css';

const yesNo = (value: boolean | null, what: string) => (value === null ? '—' : value ? `Yes, ${what}` : 'No');
const unit = (value: number | null, suffix: string) => (value === null ? '—' : `${value} ${suffix}`);

/**
 * The report as a printed page: the browser prints only this (print.module.css hides the app).
 * Its map is the PDF's, drawn by the api as SVG from the same data (vectors: no WebGL, no
 * tiles); printing waits until it has loaded, or failed.
 */
export function ReportPrintView({ report, onDone }: { report: ReportPartsFragment; onDone: () => void }) {
  const [mapSettled, setMapSettled] = useState(false);
  useEffect(() => {
    if (!mapSettled) return;
    const done = () => onDone();
    window.addEventListener('afterprint', done);
    const timer = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [onDone, mapSettled]);
  const { form } = report;
  const info = form.generalInfo;
  return (
    // A node of its own: Mantine shares one portal node by default, and the shared node (made
    // first by a dropdown or a toast) would not carry the class that print.module.css shows.
    <Portal reuseTargetNode={false} className={`${classes.portal} report-print`}>
      <article className={classes.page} aria-label="Printable report">
        <header className={classes.header}>
          <div>
            <h1>Application Summary Report</h1>
            <h2>{report.fieldName}</h2>
            <p>
              {report.farmName} · {report.acres.toFixed(2)} ac.
            </p>
          </div>
          <div>
            <strong>Application date: {usLongDate(form.reportDate)}</strong>
            <p>
              Report {report.id}, version {report.version} of {report.versions}
            </p>
          </div>
        </header>
        <figure className={classes.map}>
          <img
            src={report.mapUrl}
            alt={`Map of ${report.fieldName}, its neighbours and the drift zone`}
            onLoad={() => setMapSettled(true)}
            onError={() => setMapSettled(true)}
          />
        </figure>
        <section>
          <h3>General information</h3>
          <dl>
            <dt>Applicator</dt>
            <dd>{info.applicator}</dd>
            <dt>License number</dt>
            <dd>{info.applicatorLicenseNumber}</dd>
            <dt>Sensitive crop registry</dt>
            <dd>{yesNo(info.sensitiveCropRegistry, 'checked')}</dd>
            <dt>Endangered species</dt>
            <dd>{yesNo(info.endangeredSpeciesAwareness, 'restrictions checked')}</dd>
            <dt>Application start</dt>
            <dd>
              {hourMinute(info.applicationStart)} {report.timeZoneName}
            </dd>
            <dt>Application stop</dt>
            <dd>
              {hourMinute(info.applicationStop)} {report.timeZoneName}
              {info.applicationStopsNextDay ? `, ${usLongDate(nextDay(form.reportDate))}` : ''}
            </dd>
          </dl>
        </section>
        <section>
          <h3>Products applied</h3>
          <table>
            <thead>
              <tr>
                <th>Product</th>
                <th>EPA Reg. No.</th>
                <th>Use rate</th>
              </tr>
            </thead>
            <tbody>
              {form.applications.map((row) => (
                <tr key={`${row.productName}-${row.epaRegNumber}-${row.useRate}`}>
                  <td>{row.productName}</td>
                  <td>{row.epaRegNumber}</td>
                  <td>{row.useRate}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section>
          <h3>Weather at application</h3>
          <dl>
            <dt>Temperature</dt>
            <dd>{unit(form.weather.temperature, '°F')}</dd>
            <dt>Relative humidity</dt>
            <dd>{unit(form.weather.humidity, '%')}</dd>
            <dt>Wind</dt>
            <dd>
              {unit(form.weather.windSpeed, 'mph')} from {form.weather.windDirection}
            </dd>
            <dt>Chance of rain</dt>
            <dd>{unit(form.weather.precipitation, '%')}</dd>
          </dl>
        </section>
        <section>
          <h3>Nozzle and boom</h3>
          <dl>
            <dt>Manufacturer</dt>
            <dd>{form.nozzle.manufacturer}</dd>
            <dt>Nozzle type</dt>
            <dd>{form.nozzle.noozleType}</dd>
            <dt>Nozzle size</dt>
            <dd>{form.nozzle.noozleSize}</dd>
            <dt>Pump pressure</dt>
            <dd>{unit(form.nozzle.pumpPressure, 'psi')}</dd>
            <dt>Boom height</dt>
            <dd>{unit(form.nozzle.boomHeightTemp, 'in.')}</dd>
            <dt>Droplet class</dt>
            <dd>{form.nozzle.dropletClass} (ASABE S572)</dd>
          </dl>
        </section>
        <footer>
          Saved by {report.savedByName} on {usLongInstant(report.savedAt, report.timeZone)}.
          {report.changeReason &&
            ` Amended: ${report.changeReason}. Earlier versions of this record are kept unchanged.`}
        </footer>
      </article>
    </Portal>
  );
}
