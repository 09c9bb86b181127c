/** The hospitals family: the network hospital search and one hospital's details. */
import { getHospitalDetails } from "./get-hospital-details";
import { searchNetworkHospitals } from "./search-network-hospitals";

export const hospitalTools = [searchNetworkHospitals, getHospitalDetails] as const;
