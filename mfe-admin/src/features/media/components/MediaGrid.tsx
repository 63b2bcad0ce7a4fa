import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Muted, PictureTile } from '@marktplatz/shared/kit';
import type { MediaItem } from '../api/types';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Tile = styled(PictureTile)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  img {
    background: ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The smallest stored size of a picture (the grid's thumbnail), else the original. */
export function thumbnailOf(item: MediaItem): string {
  return item.sizes[0]?.url ?? item.url;
}

/** Pictures as a grid: thumbnail, alt text, title, and each tile's action (edit, choose). */
export function MediaGrid({ items, label, action }: { items: MediaItem[]; label: string; action: (item: MediaItem) => ReactNode }) {
  return (
    <Grid aria-label={label}>
      {items.map((item) => (
        <Tile key={item.id} data-testid="media-tile">
          <img src={thumbnailOf(item)} alt={item.alt_text} loading="lazy" width={item.sizes[0]?.width} height={item.sizes[0]?.height} />
          <p>{item.alt_text}</p>
          {item.title ? <Muted $small>{item.title}</Muted> : null}
          {action(item)}
        </Tile>
      ))}
    </Grid>
  );
}
