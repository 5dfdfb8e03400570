import { Input } from '@safa/shared-ui';
import styled from 'styled-components';

const Box = styled(Input)`
  max-width: 24rem;
`;

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ label, value, onChange }: SearchBoxProps) {
  return (
    <Box
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
