import { HONEYPOT_FIELD } from '@safa/remote-types';

/** A field people never see; bots fill it, and the server then drops the message silently. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div style={{ display: 'none' }}>
      <label>
        Website
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
