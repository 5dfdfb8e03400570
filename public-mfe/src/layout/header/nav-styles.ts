import type { ButtonHTMLAttributes, ComponentType, HTMLAttributes } from 'react';
import type { NavLinkProps } from 'react-router-dom';
import styled, { css, type IStyledComponent } from 'styled-components';

/** How a navigation (the desktop row, the mobile panel) draws its list, a link, and the packages submenu. */
export interface NavParts {
  List: ComponentType<HTMLAttributes<HTMLUListElement>>;
  Item: ComponentType<NavLinkProps>;
  Toggle: IStyledComponent<'web', ButtonHTMLAttributes<HTMLButtonElement>>;
  Submenu: ComponentType<HTMLAttributes<HTMLUListElement>>;
}

/** A header link or menu toggle: a 44 px touch target with the current page underlined. */
export const navItem = css`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.primary}; }
  &[aria-current='page'] { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; text-underline-offset: 6px; }
`;

export const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Caret = styled.span<{ $open: boolean }>`
  display: inline-block;
  transition: transform 0.15s ease;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

/**
 * A disclosure the browser opens and closes by itself, for a page whose scripts have not run (yet):
 * its summary is styled as the toggle the app draws, without the browser's triangle.
 */
export const NativeDisclosure = styled.details`
  & > summary { list-style: none; }
  & > summary::-webkit-details-marker { display: none; }
`;
