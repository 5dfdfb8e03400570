import type { RoomingTraveller } from '@safa/contract';
import { Button, Input } from '@safa/shared-ui';
import styled from 'styled-components';
import { FormField } from '../../../common/FormField';
import { CompactButton, Muted } from '../booking-layout';
import { bedsTaken, type PlanChange, type PlannedRoom, roomTypeOf } from './rooming-plan';
import { roomFacts } from './rooming-text';
import { TravellerLabel } from './TravellerLabel';

const Card = styled.article`
  display: grid;
  gap: 0.5rem;
  align-content: start;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; }
  @media print { padding: 4pt 0; border: none; border-bottom: 0.5pt solid #777; border-radius: 0; break-inside: avoid; }
`;

const Sleepers = styled.ul`
  display: grid;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.25rem 0.75rem; }
`;

/** What only the screen needs: the ways to change the room. */
export const ScreenOnly = styled.div`
  display: grid;
  gap: 0.5rem;
  @media print { display: none; }
`;

interface RoomCardProps {
  room: PlannedRoom;
  travellerOf: ReadonlyMap<string, RoomingTraveller>;
  onChange: (change: PlanChange) => void;
}

/** A room of the list: its number, its room type and beds, who sleeps there, and the ways to change it. */
export function RoomCard({ room, travellerOf, onChange }: RoomCardProps) {
  const headingId = `room-${room.key}`;
  const sleepers = room.travellerIds.flatMap((id) => travellerOf.get(id) ?? []);
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>Room {room.number}</h3>
      <p>
        <Muted>{roomFacts(roomTypeOf(room, travellerOf), bedsTaken(room, travellerOf))}</Muted>
      </p>
      {sleepers.length > 0 ? (
        <Sleepers>
          {sleepers.map((traveller) => (
            <li key={traveller.id}>
              <TravellerLabel traveller={traveller} />
              <CompactButton
                type="button"
                $variant="secondary"
                onClick={() => onChange({ kind: 'takeOut', travellerId: traveller.id })}
              >
                Take out<span className="visually-hidden"> {traveller.fullName}</span>
              </CompactButton>
            </li>
          ))}
        </Sleepers>
      ) : null}
      <ScreenOnly>
        <FormField label={`Number of room ${room.number}`}>
          {(control) => (
            <Input
              {...control}
              value={room.number}
              onChange={(event) => onChange({ kind: 'renumber', key: room.key, number: event.target.value })}
            />
          )}
        </FormField>
        {sleepers.length === 0 ? (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => onChange({ kind: 'remove', key: room.key })}
          >
            Remove room {room.number}
          </Button>
        ) : null}
      </ScreenOnly>
    </Card>
  );
}
