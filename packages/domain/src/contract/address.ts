// Address book and region wire shapes (docs/api.md "Address book, regions and images").

/** A delivery address of the address book. `commonAddr` 1 is the default address. */
export interface Address {
  addrId: number;
  receiver: string;
  mobile: string;
  addr: string;
  provinceId: number;
  province: string;
  cityId: number;
  city: string;
  areaId: number;
  area: string;
  commonAddr: 0 | 1;
}

/** What POST /p/address/addAddr and PUT /p/address/updateAddr take (region names are the server's). */
export interface AddressParam {
  /** Required by updateAddr, ignored by addAddr. */
  addrId?: number;
  receiver: string;
  mobile: string;
  addr: string;
  provinceId: number;
  cityId: number;
  areaId: number;
  province?: string;
  city?: string;
  area?: string;
  commonAddr?: 0 | 1;
}

/** One region of GET /p/area/listByPid: level 1 province, 2 city, 3 district; provinces have parentId 0. */
export interface AreaItem {
  areaId: number;
  areaName: string;
  parentId: number;
  level: 1 | 2 | 3;
}
