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
      supervisedApplicators
      registryCheckedOn
      neighboursNotified
      commercial
      customerName
      customerAddress
    }
    site {
      cropOrSite
      areaTreatedAcres
      fsaFarmNumber
      fsaTractNumber
      fsaFieldNumber
    }
    applications {
      productName
      epaRegNumber
      useRate
      totalAmount
      totalAmountUnit
    }
    weather {
      temperature
      humidity
      windSpeed
      windDirection
      precipitation
      source
      sources {
        temperature
        humidity
        windSpeed
        windDirection
      }
      forecastIssuedAt
      atFinish {
        temperature
        windSpeed
        windDirection
      }
    }
    startCheck {
      startedAt
      temperatureF
      windMph
      windFrom
      confirmedForecast
    }
    equipment {
      carrierGpa
      groundSpeedMph
      adjuvants
      downwindBufferFt
      limitsExplanation
    }
    dicambaRecord {
      trainingProvider
      trainingCompletedOn
      applicationTiming
      registryName
      adjacentSurveyedOn
      bufferAreas
      bufferReduction
      cleanoutOn
      cleanoutMethod
      runoffPoints
      refills {
        time
        temperature
        windSpeed
        windDirection
      }
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
    pdfSha256
    timeZone
    timeZoneName
    pdfUrl
    mapUrl
    form {
      ...ReportFormParts
    }
    record {
      title
      fieldName
      farmLine
      dateLine
      versionLine
      laterVersion
      sections {
        title
        rows {
          label
          value
        }
      }
      products {
        columns
        rows
        note
      }
      driftLine
      footer
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
      onBehalf
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

/** One version alone: a version saved before records were frozen gets its record on this read. */
export const ReportVersionQuery = graphql(`
  query ReportVersion($id: Int!, $version: Int) {
    report(id: $id, version: $version) {
      ...ReportParts
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
