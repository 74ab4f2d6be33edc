import { useQuery } from '@apollo/client/react';
import { reportMessages } from '@field-boundaries/contract/messages';
import { Alert, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import type { ReportFormPartsFragment, ReportPartsFragment } from '../../graphql/generated/graphql';
import focus from '../../layout/focus.module.css';
import { WriteButton } from '../../offline/WriteButton';
import { ApplicationRows } from './ApplicationRows';
import { DicambaRecordSection } from './DicambaRecordSection';
import { zoneName } from './format';
import { toInput, toValues } from './formValues';
import { EquipmentSection, GeneralInfoSection, SiteSection } from './GeneralInfoSection';
import { useAmendReport, useSaveReport } from './hooks';
import { NozzleSection } from './NozzleSection';
import { ReportReferenceQuery } from './operations';
import { type WeatherNote, WeatherSection } from './WeatherSection';

export type EditorMode =
  | {
      kind: 'new';
      field: string;
      acres: number;
      form: ReportFormPartsFragment;
      weather: WeatherNote;
      timeZone: string;
    }
  | { kind: 'amend'; report: ReportPartsFragment };

/**
 * Every field of spec 3's report form. A new report saves as version 1; a saved one reopens as
 * an amendment that needs its reason and becomes the next version, the earlier one kept.
 */
export function ReportEditor({
  mode,
  onSaved,
  takeFocus = false,
}: {
  mode: EditorMode;
  onSaved: (report: ReportPartsFragment) => void;
  /**
   * Just saved: the form the grower saved from has left the page (the saved version reopens in
   * its place), so its title takes the keyboard's focus rather than leave it on nothing.
   */
  takeFocus?: boolean;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) title.current?.focus();
  }, [takeFocus]);
  const reference = useQuery(ReportReferenceQuery);
  const form = useForm({
    mode: 'controlled',
    initialValues: toValues(mode.kind === 'new' ? mode.form : mode.report.form),
  });
  const [save, saving] = useSaveReport();
  const [amend, amending] = useAmendReport();

  const submit = form.onSubmit(async (values) => {
    if (mode.kind === 'amend' && !values.changeReason.trim()) {
      form.setFieldError('changeReason', reportMessages.changeReason);
      return;
    }
    const input = toInput(values);
    const result =
      mode.kind === 'new'
        ? await save(mode.field, input)
        : await amend(mode.report.id, input, values.changeReason);
    if (result.ok) onSaved(result.report);
    else form.setErrors(result.errors);
  });

  const data = reference.data;
  return (
    <form onSubmit={submit} noValidate aria-label="Application Summary Report form">
      <Stack gap="md">
        <Title order={4} ref={title} tabIndex={-1} className={focus.ring}>
          {mode.kind === 'new'
            ? 'New report'
            : `Report ${mode.report.id}, version ${mode.report.version} of ${mode.report.versions}`}
        </Title>
        {mode.kind === 'amend' && (
          <Alert color="yellow" title="Amending a saved report">
            Saving makes version {mode.report.versions + 1}. The earlier versions stay as they were.
          </Alert>
        )}
        <TextInput
          type="date"
          label="Report date"
          description={`The day of the application; its date and times are the field's clock (${zoneName(
            mode.kind === 'new' ? mode.timeZone : mode.report.timeZone,
          )})`}
          withAsterisk
          {...form.getInputProps('reportDate')}
        />
        <GeneralInfoSection form={form} />
        <SiteSection form={form} fieldAcres={mode.kind === 'new' ? mode.acres : mode.report.acres} />
        <ApplicationRows form={form} products={data?.productRegistrations ?? []} />
        <WeatherSection form={form} note={mode.kind === 'new' ? mode.weather : null} />
        {data ? (
          <NozzleSection form={form} reference={data.nozzleReference} />
        ) : (
          <Text size="sm" c="dimmed">
            Loading the nozzle reference data…
          </Text>
        )}
        <EquipmentSection form={form} />
        <DicambaRecordSection form={form} />
        {mode.kind === 'amend' && (
          <Textarea
            label="Reason for the change"
            description="Kept with the new version, e.g. 'Rate misread from the controller'."
            withAsterisk
            autosize
            minRows={2}
            {...form.getInputProps('changeReason')}
          />
        )}
        <Group justify="flex-end">
          <WriteButton type="submit" loading={saving || amending}>
            {mode.kind === 'new' ? 'Save report' : `Save as version ${mode.report.versions + 1}`}
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
