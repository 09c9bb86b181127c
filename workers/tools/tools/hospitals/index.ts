/** The hospitals family: the network hospital search. */
import { searchNetworkHospitals } from "./search-network-hospitals";

export const hospitalTools = [searchNetworkHospitals] as const;
