import { Button, CloseButton, Group, Paper, Portal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useViewer } from '../../session/useViewer';
import { type TutorialFlag, useDisableAllTutorials, useFinishTutorials } from './hooks';

export type TourStep = { anchor: string; title: string; text: string };

type Box = { top: number; left: number; width: number; height: number };

/** Where the step's anchor is on screen, kept current as the page changes. */
function useAnchorBox(anchor: string | undefined): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useEffect(() => {
    if (!anchor) return;
    const measure = () => {
      const element = document.querySelector(`[data-tour="${anchor}"]`);
      const rect = element?.getBoundingClientRect();
      const next = rect ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : null;
      // Our own overlay's changes are mutations too: settle once the box stops moving.
      setBox((current) =>
        current && next && (Object.keys(next) as (keyof Box)[]).every((key) => current[key] === next[key])
          ? current
          : next,
      );
    };
    measure();
    // The anchor may appear later (a list that loads) or move (a tab that opens).
    const observer = new MutationObserver(measure);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [anchor]);
  return box;
}

/** A guided overlay, shown until the user finishes it or disables all tutorials. */
export function GuidedTour({ flag, steps }: { flag: TutorialFlag; steps: TourStep[] }) {
  const { viewer } = useViewer();
  const finish = useFinishTutorials();
  const disableAll = useDisableAllTutorials();
  const [index, setIndex] = useState(0);
  const step = steps[index];
  const box = useAnchorBox(step?.anchor);
  if (!viewer || viewer.tutorial[flag] || !step) return null;

  const last = index === steps.length - 1;

  const card = box
    ? { top: Math.min(box.top + box.height + 12, window.innerHeight - 200), left: Math.max(box.left, 16) }
    : { bottom: 24, right: 24 };
  return (
    <Portal>
      {box && (
        <div
          aria-hidden
          style={{
            position: 'fixed',
            top: box.top - 4,
            left: box.left - 4,
            width: box.width + 8,
            height: box.height + 8,
            borderRadius: 8,
            outline: '3px solid var(--mantine-color-yellow-5)',
            pointerEvents: 'none',
            zIndex: 300,
          }}
        />
      )}
      <Paper
        role="dialog"
        aria-label={`Tutorial: ${step.title}`}
        shadow="xl"
        withBorder
        p="md"
        w={340}
        style={{ position: 'fixed', zIndex: 301, ...card }}
      >
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{step.title}</Text>
            <CloseButton aria-label="Close tutorial" onClick={disableAll} />
          </Group>
          <Text size="sm">{step.text}</Text>
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              Step {index + 1} of {steps.length}
            </Text>
            <Group gap="xs">
              {index > 0 && (
                <Button variant="default" size="xs" onClick={() => setIndex(index - 1)}>
                  Back
                </Button>
              )}
              <Button size="xs" onClick={() => (last ? void finish([flag]) : setIndex(index + 1))}>
                {last ? 'Got it' : 'Next'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </Portal>
  );
}
