import { type BrandAssets, NO_BRAND_ASSETS } from '@dating/contract/enums';
import { createContext, type ReactNode, useContext } from 'react';

const BrandAssetsContext = createContext<BrandAssets>(NO_BRAND_ASSETS);

/** Props of {@link BrandAssetsProvider}. */
export interface BrandAssetsProviderProps {
  /** The brand's own images and video (the generator's `assets.gen.ts`); none when left out. */
  assets: BrandAssets | undefined;
  children: ReactNode;
}

/** Gives the site's pages the brand's own logo, hero and lander video. */
export function BrandAssetsProvider({ assets, children }: BrandAssetsProviderProps) {
  return <BrandAssetsContext value={assets ?? NO_BRAND_ASSETS}>{children}</BrandAssetsContext>;
}

/** The brand's own images and video, each null where the brand has none. */
export function useBrandAssets(): BrandAssets {
  return useContext(BrandAssetsContext);
}
