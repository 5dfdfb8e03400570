import { ROOMING_LIMITS, type Rooming, roomingInputSchema } from '@safa/contract';
import { Button, Input, media, useDialogs } from '@safa/shared-ui';
import { type FormEvent, useMemo, useReducer, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackLink } from '../../../common/BackLink';
import { FormField } from '../../../common/FormField';
import { warningAlert } from '../../../common/feedback';
import { Section, SectionTitle } from '../../../common/layout';
import { useSectionPath } from '../../../dashboard/section-paths';
import { useNamedDepartures } from '../../packages/departures/useDepartures';
import { Muted, Panel } from '../booking-layout';
import { DownloadButton } from '../departure/DownloadButton';
import { RoomCard, ScreenOnly } from './RoomCard';
import { changePlan, planOf, roomingInputOf, unplaced } from './rooming-plan';
import { UnplacedTravellers } from './UnplacedTravellers';
import { useRooming, useSaveRooming } from './useRooming';

/** The rooms beside those to place on a wide screen; the rooms first on a phone, then who is left. */
const Columns = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'rooms' 'unplaced';
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(16rem, 22rem);
    grid-template-areas: 'rooms unplaced';
  }
  @media print { display: block; }
`;

const Rooms = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  @media print { display: block; }
`;

const Actions = styled(ScreenOnly)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
`;

const AddRoom = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem;
  & > div { flex: 1 1 10rem; }
  @media print { display: none; }
`;

/** A departure's rooming list (`/admin/bookings/rooming/<departureId>`): load it, then arrange it. */
export function RoomingList() {
  const { departureId = '' } = useParams();
  const { data: rooming } = useRooming(departureId);
  const departure = useNamedDepartures()?.find((candidate) => candidate.id === departureId);
  const bookings = useSectionPath('bookings');
  return (
    <Section aria-labelledby="rooming-title">
      <BackLink to={`${bookings}?departureId=${departureId}`}>Bookings on this departure</BackLink>
      <SectionTitle id="rooming-title">Rooming list: {departure?.name ?? 'departure'}</SectionTitle>
      <p>
        Number each room as the hotel does and put its travellers in it, by gender or by family: travellers
        who paid for the same room type, within its beds.
      </p>
      {rooming ? (
        <RoomingEditor departureId={departureId} rooming={rooming} />
      ) : (
        <p>Loading the rooming list…</p>
      )}
    </Section>
  );
}

/**
 * The rooms and who sleeps in each, changed on the screen and saved whole: a room holds travellers
 * of one room type within its beds (the BFF refuses otherwise, in words said here), an empty room is
 * not kept. Printed, the rooms alone; downloaded, the saved list as CSV.
 */
function RoomingEditor({ departureId, rooming }: { departureId: string; rooming: Rooming }) {
  const [rooms, change] = useReducer(changePlan, rooming, planOf);
  const [newNumber, setNewNumber] = useState('');
  const roomsAdded = useRef(0);
  const dialogs = useDialogs();
  const save = useSaveRooming();
  const travellerOf = useMemo(
    () => new Map(rooming.travellers.map((traveller) => [traveller.id, traveller])),
    [rooming.travellers],
  );
  const input = roomingInputOf(rooms);
  const changed = JSON.stringify(input) !== JSON.stringify(roomingInputOf(planOf(rooming)));

  const addRoom = (event: FormEvent) => {
    event.preventDefault();
    const number = newNumber.trim();
    if (!number) return;
    if (rooms.some((room) => room.number.trim().toUpperCase() === number.toUpperCase())) {
      void dialogs.alert(warningAlert(`Room ${number} is already on the list.`, 'Room not added'));
      return;
    }
    roomsAdded.current += 1;
    change({ kind: 'add', key: `added-${roomsAdded.current}`, number });
    setNewNumber('');
  };

  const saveList = async () => {
    const checked = roomingInputSchema.safeParse(input);
    if (!checked.success) {
      const problems = [...new Set(checked.error.issues.map((issue) => issue.message))];
      void dialogs.alert(warningAlert(problems.join(' '), 'Not saved'));
      return;
    }
    // Refused, the list stays as arranged, to put right; saved, it is what was stored.
    if (await save.run({ departureId, rooming: checked.data }))
      change({ kind: 'saved', rooming: checked.data });
  };

  return (
    <>
      <Actions>
        <Button type="button" disabled={!changed || save.isPending} onClick={saveList}>
          {save.isPending ? 'Saving…' : 'Save rooming list'}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <DownloadButton departureId={departureId} file="exportRooming" />
        <span role="status">{changed ? <strong>Changes not saved yet</strong> : null}</span>
      </Actions>
      <Columns>
        <Panel $area="rooms" aria-labelledby="rooming-rooms">
          <h3 id="rooming-rooms">Rooms ({rooms.length})</h3>
          {rooms.length === 0 ? (
            <p>
              <Muted>No room yet: add the first one below.</Muted>
            </p>
          ) : (
            <Rooms>
              {rooms.map((room) => (
                <RoomCard key={room.key} room={room} travellerOf={travellerOf} onChange={change} />
              ))}
            </Rooms>
          )}
          <AddRoom onSubmit={addRoom} aria-label="Add a room">
            <FormField label="New room number">
              {(control) => (
                <Input
                  {...control}
                  value={newNumber}
                  maxLength={ROOMING_LIMITS.numberMax}
                  onChange={(event) => setNewNumber(event.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" $variant="secondary">
              Add room
            </Button>
          </AddRoom>
        </Panel>
        <UnplacedTravellers
          travellers={unplaced(rooms, rooming.travellers)}
          rooms={rooms}
          travellerOf={travellerOf}
          onChange={change}
        />
      </Columns>
    </>
  );
}
