export { AddressCascader, type AddressCascaderProps, type AddressValue, type AddressValueInput } from './AddressCascader.tsx';
export { RegionSourceContext } from './regionSourceContext.ts';
