// GET api/TextGrading/Scala?score=N: the gauge for the rounded rare-word percentage (cached a year).
export const getGaugeUrl = (rarePercent: number) =>
  `/api/TextGrading/Scala?score=${Math.round(rarePercent)}`;
