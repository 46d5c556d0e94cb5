export { SalesChart, type SalesChartDay, type SalesChartProps } from './SalesChart.tsx';
