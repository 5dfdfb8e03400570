import styled from 'styled-components';

export const FormGrid = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 40rem;
`;
