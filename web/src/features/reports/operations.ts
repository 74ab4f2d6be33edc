import { graphql } from '../../graphql/generated';

// The Reports screen's reads and writes: reference data, a field's draft and saved reports.
export const ReportFormParts = graphql(`
  fragment ReportFormParts on ReportForm {
    reportDate
    generalInfo {
      applicator
      applicatorLicenseNumber
      sensitiveCropRegistry
      endangeredSpeciesAwareness
      applicationStart
      applicationStop
      applicationStopsNextDay
    }
    applications {
      productName
      epaRegNumber
      useRate
    }
    weather {
      temperature
      humidity
      windSpeed
      windDirection
      precipitation
    }
    nozzle {
      manufacturer
      noozleType
      noozleSize
      pumpPressure
      boomHeightTemp
      dropletClass
    }
  }
`);

export const ReportParts = graphql(`
  fragment ReportParts on Report {
    id
    field
    fieldName
    farmName
    acres
    version
    versions
    savedAt
    savedByName
    changeReason
    timeZone
    timeZoneName
    pdfUrl
    mapUrl
    form {
      ...ReportFormParts
    }
  }
`);

export const ReportReferenceQuery = graphql(`
  query ReportReference {
    nozzleReference {
      pumpPressures
      dropletClasses {
        code
        name
      }
      nozzleSizes {
        code
        colour
        gpmAt40Psi
      }
      manufacturers {
        id
        name
        noozleTypeCode
        noozleTypes {
          code
          name
          kind
        }
      }
    }
    productRegistrations {
      productName
      epaRegNumber
      registrant
    }
  }
`);

export const ReportDraftQuery = graphql(`
  query ReportDraft($field: ID!) {
    reportDraft(field: $field) {
      field {
        uuid
        name
        farmName
        acres
      }
      timeZone
      form {
        ...ReportFormParts
      }
      weather {
        source
        issuedAt
        error
      }
    }
  }
`);

export const FieldReportsQuery = graphql(`
  query FieldReports($field: ID, $page: Int!) {
    reports(field: $field, page: $page) {
      meta {
        page
        totalPages
        total
      }
      results {
        ...ReportParts
      }
    }
  }
`);

export const ReportHistoryQuery = graphql(`
  query ReportHistory($id: Int!) {
    report(id: $id) {
      id
      version
      history {
        ...ReportParts
      }
    }
  }
`);

export const SaveReportMutation = graphql(`
  mutation SaveReport($input: SaveReportInput!) {
    saveReport(input: $input) {
      ok
      errors {
        field
        message
      }
      report {
        ...ReportParts
      }
    }
  }
`);

export const AmendReportMutation = graphql(`
  mutation AmendReport($input: AmendReportInput!) {
    amendReport(input: $input) {
      ok
      errors {
        field
        message
      }
      report {
        ...ReportParts
      }
    }
  }
`);
