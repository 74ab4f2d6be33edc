import { useState } from 'react';
import { WriteButton } from '../../offline/WriteButton';
import { useStopSpraying } from './hooks';
import { useLiveSpray } from './liveSpray';
import { StartSprayingModal } from './StartSprayingModal';

type Props = { farm: { id: number; name: string; fields: { uuid: string; name: string }[] } };

/** The active farm's spray switch in the sidebar: start (choose what and where) or stop. */
export function SprayControl({ farm }: Props) {
  const { current } = useLiveSpray();
  const [choosing, setChoosing] = useState(false);
  const [stop, stopping] = useStopSpraying();
  const spraying = current.some((spray) => spray.farmId === farm.id);
  if (spraying) {
    return (
      <WriteButton color="orange" variant="light" loading={stopping} onClick={() => void stop(farm.id)}>
        Stop spraying
      </WriteButton>
    );
  }
  return (
    <>
      <WriteButton color="orange" onClick={() => setChoosing(true)} disabled={farm.fields.length === 0}>
        Start spraying
      </WriteButton>
      {choosing && <StartSprayingModal farm={farm} onClose={() => setChoosing(false)} />}
    </>
  );
}
