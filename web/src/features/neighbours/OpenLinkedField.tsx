import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { mapCommands } from '../../map/mapCommands';
import type { Bbox } from '../../map/markers';
import { notify } from '../../notify';
import { type FieldLink, fieldLinkOfSearch, takeFieldLink } from '../../session/fieldLink';
import { ClaimFieldModal } from '../farms/ClaimFieldModal';
import { MapFieldQuery } from './operations';

/**
 * Opens the field a link names (the invitation's /fields/{uuid}/claim, carried through login
 * or registration): fits the map to it, and with the claim marker opens the claim dialog while
 * the field is free.
 */
export function OpenLinkedField() {
  const location = useLocation();
  const navigate = useNavigate();
  const [link, setLink] = useState<FieldLink | null>(null);
  useEffect(() => {
    const named = fieldLinkOfSearch(location.search) ?? takeFieldLink();
    if (!named) return;
    setLink(named);
    // The address has done its work; a reload should not open the dialog again.
    if (location.search) navigate('/dashboard', { replace: true });
  }, [location.search, navigate]);

  const { data } = useQuery(MapFieldQuery, { variables: { uuid: link?.uuid ?? '' }, skip: !link });
  const field = data?.mapField;
  const [claiming, setClaiming] = useState(false);
  useEffect(() => {
    if (!link || !data) return;
    if (!field) {
      notify.error('The field of this link no longer exists.');
      setLink(null);
      return;
    }
    mapCommands.fitTo(field.bbox as Bbox);
    if (link.claim && !field.claimed) setClaiming(true);
    else if (link.claim && !field.mine) notify.error('This field has already been claimed.');
  }, [link, data, field]);

  if (!claiming || !field) return null;
  return (
    <ClaimFieldModal
      field={{ uuid: field.uuid, acres: field.area ?? 0 }}
      onClose={() => {
        setClaiming(false);
        setLink(null);
      }}
      onClaimed={(uuid) => mapCommands.claimed(uuid)}
    />
  );
}
