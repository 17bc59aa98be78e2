import { createContext, useContext, type ReactNode } from 'react';
import type { BrandModel } from './model';

const BrandContext = createContext<BrandModel | null>(null);

export function BrandProvider({ brand, children }: { brand: BrandModel; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The validated brand model; only available below boot. */
export function useBrand(): BrandModel {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() outside <BrandProvider>');
  return brand;
}
