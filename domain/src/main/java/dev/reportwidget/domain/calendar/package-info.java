/** Calendar days as clients write them; shared by records and reports. Depends on the JDK only. */
package dev.reportwidget.domain.calendar;
