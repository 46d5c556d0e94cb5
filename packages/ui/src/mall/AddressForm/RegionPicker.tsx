import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AreaItem } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Select } from '../../primitives/Select/index.ts';

/** A region as far as it is chosen: province, city and district ids with their names. */
export interface RegionValue {
  provinceId?: number;
  province?: string;
  cityId?: number;
  city?: string;
  areaId?: number;
  area?: string;
}

export interface RegionPickerProps {
  value: RegionValue;
  onChange: (value: RegionValue) => void;
  /** The regions under a parent (0: the provinces); the app calls GET /p/area/listByPid. */
  loadRegions: (parentId: number) => Promise<AreaItem[]>;
  /** The validation message under the picker. */
  error?: ReactNode;
  /** The province trigger, for focusing the picker when it is invalid. */
  firstRef?: (element: HTMLButtonElement | null) => void;
  className?: string;
}

/** The regions under one parent, loaded once; null while loading or without a parent. */
function useRegions(load: RegionPickerProps['loadRegions'], parentId: number | undefined) {
  const [state, setState] = useState<{ parentId: number; items: AreaItem[] } | null>(null);
  useEffect(() => {
    if (parentId === undefined) return;
    let live = true;
    load(parentId).then(
      (items) => {
        if (live) setState({ parentId, items });
      },
      () => {
        if (live) setState({ parentId, items: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [load, parentId]);
  return state && state.parentId === parentId ? state.items : null;
}

const optionsOf = (items: AreaItem[] | null) =>
  (items ?? []).map((item) => ({ value: String(item.areaId), label: item.areaName }));

/**
 * Province → city → district, three selects: choosing a level clears the levels below and loads their
 * options through `loadRegions`, so the component itself fetches nothing.
 */
export function RegionPicker({
  value,
  onChange,
  loadRegions,
  error,
  firstRef,
  className,
}: RegionPickerProps) {
  const { t } = useLingui();
  const provinces = useRegions(loadRegions, 0);
  const cities = useRegions(loadRegions, value.provinceId);
  const areas = useRegions(loadRegions, value.cityId);
  const nameIn = (items: AreaItem[] | null, id: number) => items?.find((i) => i.areaId === id)?.areaName;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  // The message goes under the first level still missing (the province when all are chosen).
  const errorAt = !value.provinceId ? 0 : !value.cityId ? 1 : !value.areaId ? 2 : 0;
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="mb-1 text-sm text-neutral-700">
        <span aria-hidden="true" className="mr-0.5 text-danger">
          *
        </span>
        {t`Region`}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Select
          ref={firstRef}
          aria-label={t`Province`}
          placeholder={t`Province`}
          options={optionsOf(provinces)}
          value={value.provinceId ? String(value.provinceId) : ''}
          error={invalid && errorAt === 0 ? error : undefined}
          onValueChange={(id) =>
            onChange({ provinceId: Number(id), province: nameIn(provinces, Number(id)) })
          }
        />
        <Select
          aria-label={t`City`}
          placeholder={t`City`}
          options={optionsOf(cities)}
          disabled={!value.provinceId}
          value={value.cityId ? String(value.cityId) : ''}
          error={invalid && errorAt === 1 ? error : undefined}
          onValueChange={(id) =>
            onChange({
              provinceId: value.provinceId,
              province: value.province,
              cityId: Number(id),
              city: nameIn(cities, Number(id)),
            })
          }
        />
        <Select
          aria-label={t`District`}
          placeholder={t`District`}
          options={optionsOf(areas)}
          disabled={!value.cityId}
          value={value.areaId ? String(value.areaId) : ''}
          error={invalid && errorAt === 2 ? error : undefined}
          onValueChange={(id) => onChange({ ...value, areaId: Number(id), area: nameIn(areas, Number(id)) })}
        />
      </div>
    </fieldset>
  );
}
