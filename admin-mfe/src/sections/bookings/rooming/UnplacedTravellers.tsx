import { ROOM_LABELS, type RoomingTraveller } from '@safa/contract';
import { Select } from '@safa/shared-ui';
import styled from 'styled-components';
import { Muted, Panel } from '../booking-layout';
import { fits, type PlanChange, type PlannedRoom } from './rooming-plan';
import { TravellerLabel } from './TravellerLabel';

const Travellers = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 0.35rem;
    padding-bottom: 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child { padding-bottom: 0; border-bottom: none; }
  @media print { select { display: none; } }
`;

interface UnplacedTravellersProps {
  travellers: RoomingTraveller[];
  rooms: PlannedRoom[];
  travellerOf: ReadonlyMap<string, RoomingTraveller>;
  onChange: (change: PlanChange) => void;
}

/**
 * The travellers in no room yet, with their sex and booking, each put in a room of the type they paid
 * for that has a bed left (or an empty one).
 */
export function UnplacedTravellers({ travellers, rooms, travellerOf, onChange }: UnplacedTravellersProps) {
  return (
    <Panel $area="unplaced" aria-labelledby="rooming-unplaced">
      <h3 id="rooming-unplaced">Not placed yet ({travellers.length})</h3>
      {travellers.length === 0 ? (
        <p>
          <Muted>Every traveller has a room.</Muted>
        </p>
      ) : (
        <Travellers>
          {travellers.map((traveller) => {
            const fitting = rooms.filter((room) => fits(traveller, room, travellerOf));
            return (
              <li key={traveller.id}>
                <TravellerLabel traveller={traveller} />
                <Muted>Paid for a {ROOM_LABELS[traveller.roomType].toLowerCase()}</Muted>
                <Select
                  aria-label={`Room for ${traveller.fullName}`}
                  value=""
                  disabled={fitting.length === 0}
                  onChange={(event) =>
                    onChange({ kind: 'place', key: event.target.value, travellerId: traveller.id })
                  }
                >
                  <option value="">{fitting.length === 0 ? 'No room fits: add one' : 'Put in room…'}</option>
                  {fitting.map((room) => (
                    <option key={room.key} value={room.key}>
                      Room {room.number}
                    </option>
                  ))}
                </Select>
              </li>
            );
          })}
        </Travellers>
      )}
    </Panel>
  );
}
