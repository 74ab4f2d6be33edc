import { skipToken, useQuery } from '@apollo/client/react';
import { farmMessages } from '@field-boundaries/contract/messages';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { mapCommands } from '../../map/mapCommands';
import type { Bbox } from '../../map/markers';
import { notify } from '../../notify';
import { type FieldLink, fieldLinkOfSearch, takeFieldLink } from '../../session/fieldLink';
import { MapFieldQuery } from './operations';

/**
 * Opens the field a link names (the invitation's /fields/{uuid}/claim, carried through login
 * or registration): fits the map to it, and with the claim marker opens the claim dialog while
 * the field is free (`claimDialog`, the farms' dialog that the dashboard brings).
 */
export function OpenLinkedField({
  claimDialog,
}: {
  claimDialog: (field: { uuid: string; acres: number }, onClose: () => void) => ReactNode;
}) {
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

  // skipToken, not skip: a skipped query would still be refetched by name (after a neighbour's
  // note changes) with an empty uuid, and fail the change that asked for it.
  const { data } = useQuery(MapFieldQuery, link ? { variables: { uuid: link.uuid } } : skipToken);
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
    else if (link.claim && !field.mine) notify.error(farmMessages.claimed);
  }, [link, data, field]);

  if (!claiming || !field) return null;
  return claimDialog({ uuid: field.uuid, acres: field.area ?? 0 }, () => {
    setClaiming(false);
    setLink(null);
  });
}
