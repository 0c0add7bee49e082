package main

import (
	"cmp"
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// series is the implementation a bar measures; each has its own colour.
type series int

const (
	ours series = iota
	numPy
	gonum
	arrowGo
	gomlx
	handWritten
	naive
	nSeries
)

var seriesNames = [nSeries]string{"fixedrank/tensor", "NumPy", "gonum", "arrow-go", "gomlx", "hand-written", "naive"}

// seriesColors is the Okabe-Ito palette, which colour-blind readers tell
// apart too, with greys for the loops written without a library.
var seriesColors = [nSeries]color.RGBA{
	ours:        {0x00, 0x72, 0xb2, 0xff}, // blue
	numPy:       {0xe6, 0x9f, 0x00, 0xff}, // orange
	gonum:       {0x00, 0x9e, 0x73, 0xff}, // bluish green
	arrowGo:     {0xcc, 0x79, 0xa7, 0xff}, // reddish purple
	gomlx:       {0xd5, 0x5e, 0x00, 0xff}, // vermillion
	handWritten: {0x66, 0x66, 0x66, 0xff}, // dark grey
	naive:       {0xbb, 0xbb, 0xbb, 0xff}, // light grey
}

func (s series) String() string { return seriesNames[s] }

// seriesOf tells the implementation from a benchmark's last name element.
func seriesOf(impl string) series {
	switch {
	case strings.Contains(impl, "gonum"):
		return gonum
	case strings.Contains(impl, "arrow-go"):
		return arrowGo
	case strings.Contains(impl, "gomlx"):
		return gomlx
	case strings.HasPrefix(impl, "naive"):
		return naive
	case strings.HasPrefix(impl, "handwritten"), impl == "nested-loops":
		return handWritten
	}
	return ours
}

// target is a speed a bar of ours must reach, on the chart's axis.
type target struct {
	at  float64
	met bool
}

// bar is one horizontal bar of a chart.
type bar struct {
	name    string // the benchmark, or the Go benchmark NumPy timed
	label   string // y tick label; "" for the second and later bars of a case
	series  series
	speed   float64  // the chart's baseline time over this bar's time
	targets []target // on bars of ours: the speeds the targets ask for
	first   bool     // the first bar of a case: space above it
}

// chartSpec is one chart: a group's bars, top to bottom.
type chartSpec struct {
	file  string // base name without extension
	title string
	xAxis string
	bars  []bar
}

// chartGroup describes the chart of one benchmark group.
type chartGroup struct {
	group, file, title, xAxis string
	base                      func(cs string) string // baseline of a case
	labelAll                  bool                   // label every bar with case and implementation
}

var chartGroups = []chartGroup{
	{"Copy", "copy", "Copies of 128 MiB", "throughput relative to Go's copy() of the same bytes",
		func(string) string { return "Copy/128MiB/copy()" }, false},
	{"Elementwise", "elementwise", "Elementwise arithmetic, 1024x1024 float64 and 1 M integers", "speed relative to a hand-written loop",
		func(cs string) string { return "Elementwise/" + cs + "/handwritten" }, false},
	{"Reduce", "reduce", "Reductions, float64 and 1 M integers", "speed relative to a hand-written loop",
		func(cs string) string { return "Reduce/" + cs + "/handwritten" }, false},
	{"Numeric", "numeric", "Numeric routines, 1024x1024 float64 and 1 M integers", "speed relative to a hand-written loop",
		func(cs string) string { return "Numeric/" + cs + "/handwritten" }, false},
	{"Math", "math", "Elementwise math, 1 M float64 or float32", "speed relative to a loop over Go's math package",
		func(cs string) string { return "Math/" + cs + "/handwritten" }, false},
	{"Random", "random", "Random draws, 10 M float64", "speed relative to a loop over math/rand/v2",
		func(cs string) string { return "Random/" + cs + "/handwritten" }, false},
	{"Text", "text", "Text tables, 50 MB of CSV", "speed relative to a loop over bufio and strconv",
		func(cs string) string { return "Text/" + cs + "/handwritten" }, false},
	{"Index", "index", "Element addressing: every element of a small array by index", "speed relative to hand-written index arithmetic",
		func(cs string) string { return "Index/" + cs + "/handwritten" }, true},
	{"Iterate", "iterate", "Iteration over every element of a strided view", "speed relative to nested loops",
		func(cs string) string { return "Iterate/" + cs + "/nested-loops" }, true},
}

// charts lays out one chart per group that has results: every case's speed
// relative to the group's baseline, for ours, NumPy's (when np has the case)
// and the peers', with the targets of ours placed on the same axis.
func charts(res results, np map[string]float64) []chartSpec {
	times := res["sec/op"]
	// Targets from the table, moved onto each chart's axis: a target of
	// speed ≥ min against base is ours ≥ min × (chart base time / base time).
	type rowTarget struct {
		base string
		min  float64
	}
	targets := map[string][]rowTarget{}
	for _, r := range rows(res) {
		if r.min > 0 {
			targets[r.name] = append(targets[r.name], rowTarget{r.base, r.min})
		}
	}
	var out []chartSpec
	for _, g := range chartGroups {
		type cluster struct {
			key  string
			bars []bar
		}
		var clusters []*cluster
		find := func(key string) *cluster {
			for _, c := range clusters {
				if c.key == key {
					return c
				}
			}
			c := &cluster{key: key}
			clusters = append(clusters, c)
			return c
		}
		names := sortedNames(times)
		var oursImpls []string
		for _, n := range names {
			if gr, _, impl := split(n); gr == g.group && seriesOf(impl) == ours {
				oursImpls = append(oursImpls, impl)
			}
		}
		for _, n := range names {
			gr, cs, impl := split(n)
			base := g.base(cs)
			tb, ok := times[base]
			if gr != g.group || n == base || !ok {
				continue
			}
			s := seriesOf(impl)
			b := bar{name: n, series: s, speed: tb / times[n]}
			key := cs
			switch {
			case g.labelAll:
				b.label = cs + " " + impl
			case g.group == "Copy":
				// A peer's copy is named after ours: gonum-copy-transpose-4096^2.
				key = impl
				if s != ours {
					for _, o := range oursImpls {
						if strings.HasSuffix(impl, "-"+o) {
							key = o
						}
					}
				}
			}
			c := find(key)
			if s == ours {
				for _, t := range targets[n] {
					if tr, ok := times[t.base]; ok {
						at := t.min * tb / tr
						b.targets = append(b.targets, target{at, tr/times[n] >= t.min})
					}
				}
			}
			c.bars = append(c.bars, b)
			if v, ok := np[n]; ok && s == ours {
				if ours, ok := res["B/s"][n]; ok {
					// NumPy's time for the same bytes is ours × ours/NumPy.
					nb := bar{name: n, series: numPy, speed: b.speed * v / ours}
					if b.label != "" {
						nb.label = cs + " NumPy"
					}
					c.bars = append(c.bars, nb)
					if min, _ := numpyTarget(n); min > 0 {
						i := len(c.bars) - 2
						c.bars[i].targets = append(c.bars[i].targets, target{min * nb.speed, ours/v >= min})
					}
				}
			}
		}
		spec := chartSpec{file: g.file, title: g.title, xAxis: g.xAxis}
		for _, c := range clusters {
			// Ours first in each case, then NumPy, then the peers.
			slices.SortStableFunc(c.bars, func(a, b bar) int { return cmp.Compare(a.series, b.series) })
			for i := range c.bars {
				if !g.labelAll && i == 0 {
					c.bars[i].label = c.key
				}
				c.bars[i].first = i == 0
			}
			spec.bars = append(spec.bars, c.bars...)
		}
		if len(spec.bars) > 0 {
			out = append(out, spec)
		}
	}
	return out
}

// Layout of the charts, in points.
const (
	chartWidth = 9 * vg.Inch
	rowHeight  = 15 // one bar and the space below it
	caseGap    = 0.6
	barWidth   = 0.72 // of a row
	legendRow  = 18
)

var (
	sans        = font.Font{Typeface: "Liberation", Variant: "Sans"}
	missedColor = color.RGBA{0xc0, 0x00, 0x00, 0xff}
)

// writeCharts draws each chart as dir/<file>.svg (fonts embedded) and
// dir/<file>.png, with the machine and date in the titles, and returns the
// paths written.
func writeCharts(specs []chartSpec, dir, machine, date string) ([]string, error) {
	var paths []string
	for _, s := range specs {
		h := s.height()
		svg := vgsvg.NewWith(vgsvg.UseWH(chartWidth, h), vgsvg.EmbedFonts(true))
		png := vgimg.NewWith(vgimg.UseWH(chartWidth, h), vgimg.UseDPI(144), vgimg.UseBackgroundColor(color.White))
		for _, c := range []vg.CanvasSizer{svg, png} {
			s.draw(draw.New(c), machine, date)
		}
		for ext, w := range map[string]vg.CanvasWriterTo{".svg": svg, ".png": vgimg.PngCanvas{Canvas: png}} {
			p := filepath.Join(dir, s.file+ext)
			if err := writeTo(p, w); err != nil {
				return paths, err
			}
			paths = append(paths, p)
		}
	}
	slices.Sort(paths)
	return paths, nil
}

func writeTo(path string, w vg.CanvasWriterTo) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := w.WriteTo(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// rows returns the height of the bars in rows, gaps between cases included.
func (s chartSpec) rows() float64 {
	n := float64(len(s.bars))
	for _, b := range s.bars[1:] {
		if b.first {
			n += caseGap
		}
	}
	return n
}

func (s chartSpec) height() vg.Length {
	// Title (two lines), axis, legend and padding around the bars.
	return vg.Length(s.rows()*rowHeight) + 150
}

// draw draws s on c: the plot above, the legend below.
func (s chartSpec) draw(c draw.Canvas, machine, date string) {
	p := plot.New()
	for _, t := range []*text.Style{&p.Title.TextStyle, &p.X.Label.TextStyle, &p.X.Tick.Label, &p.Y.Tick.Label} {
		t.Font.Typeface, t.Font.Variant = sans.Typeface, sans.Variant
	}
	p.Title.Text = s.title + "\n" + strings.TrimSuffix(strings.Join([]string{machine, date}, ", "), ", ")
	p.Title.TextStyle.Font.Size = 12
	p.Title.Padding = 8
	p.X.Label.Text = s.xAxis + " (1 = as fast, dashed line; higher is better)"
	p.X.Label.TextStyle.Font.Size = 10
	p.Y.Tick.Label.Font.Size = 10
	p.Y.Tick.Length = 0
	p.Y.Padding = 0

	ys := make([]float64, len(s.bars))
	y := s.rows()
	maxV := 1.0
	var ticks []plot.Tick
	for i, b := range s.bars {
		if b.first && i > 0 {
			y -= caseGap
		}
		y--
		ys[i] = y + 0.5
		if b.label != "" {
			ticks = append(ticks, plot.Tick{Value: ys[i], Label: b.label})
		}
		maxV = max(maxV, b.speed)
		for _, t := range b.targets {
			maxV = max(maxV, t.at)
		}
	}
	p.Y.Min, p.Y.Max = 0, s.rows()
	p.Y.Tick.Marker = plot.ConstantTicks(ticks)
	p.X.Min, p.X.Max = 0, maxV*1.12
	p.X.Tick.Marker = plot.TickerFunc(ticks1)
	p.Add(barsPlot{s, ys})

	c = draw.Crop(c, 8, -12, 0, 0)
	lh := legendHeight(s, c)
	p.Draw(draw.Crop(c, 0, 0, lh, 0))
	drawLegend(draw.Crop(c, 0, 0, 0, lh-(c.Max.Y-c.Min.Y)), s)
}

// barsPlot draws a chart's bars at heights ys, with their values, the
// targets of ours and a dashed line at 1.
type barsPlot struct {
	s  chartSpec
	ys []float64
}

func (bp barsPlot) Plot(c draw.Canvas, p *plot.Plot) {
	x, y := p.Transforms(&c)
	one := draw.LineStyle{Color: color.Gray{0x40}, Width: 1, Dashes: []vg.Length{4, 3}}
	c.StrokeLine2(one, x(1), c.Min.Y, x(1), c.Max.Y)
	valueStyle := text.Style{Color: color.Black, Font: font.From(sans, 9), YAlign: text.YCenter, Handler: p.Y.Tick.Label.Handler}
	half := (y(barWidth) - y(0)) / 2
	for i, b := range bp.s.bars {
		yc := y(bp.ys[i])
		x0, x1 := x(0), x(b.speed)
		c.FillPolygon(seriesColors[b.series], []vg.Point{{X: x0, Y: yc - half}, {X: x1, Y: yc - half}, {X: x1, Y: yc + half}, {X: x0, Y: yc + half}})
		// The value goes after the bar, or after a target mark it would cover.
		v := fmt.Sprintf("%.2f", b.speed)
		end := x1
		for _, t := range b.targets {
			xt := x(t.at)
			clr := color.Color(color.Black)
			if !t.met {
				clr = missedColor
			}
			c.StrokeLine2(draw.LineStyle{Color: clr, Width: 2.5}, xt, yc-half-2, xt, yc+half+2)
		}
		for _, t := range b.targets {
			if xt := x(t.at); xt >= end && xt <= end+valueStyle.Width(v)+6 {
				end = xt + 2
			}
		}
		c.FillText(valueStyle, vg.Point{X: end + 4, Y: yc}, v)
	}
}

// ticks1 returns labelled ticks at a round step that 1 is a multiple of
// (or that is a multiple of 1), at most nine of them between 0 and max, and
// unlabelled ticks halfway.
func ticks1(_, max float64) []plot.Tick {
	step := 0.1
	for _, s := range []float64{0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100} {
		step = s
		if max/s <= 8 {
			break
		}
	}
	var ticks []plot.Tick
	for i := 0; float64(i)*step <= max; i++ {
		v := float64(i) * step
		ticks = append(ticks, plot.Tick{Value: v, Label: strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64)})
		if h := v + step/2; h <= max {
			ticks = append(ticks, plot.Tick{Value: h})
		}
	}
	return ticks
}

// legendHeight is the height of the strip under the plot that holds the
// legend's lines.
func legendHeight(s chartSpec, c draw.Canvas) vg.Length {
	return vg.Length(len(legendLines(s, c.Max.X-c.Min.X-20)))*legendRow + 10
}

// legendEntry is a coloured box, or a target tick, and its name.
type legendEntry struct {
	name   string
	clr    color.Color
	isTick bool
}

var legendText = text.Style{Color: color.Black, Font: font.From(sans, 10), YAlign: text.YCenter, Handler: plot.DefaultTextHandler}

func (e legendEntry) width() vg.Length { return 14 + 4 + legendText.Width(e.name) + 16 }

// legend lists the series s shows, then the target marks it uses.
func legend(s chartSpec) []legendEntry {
	var shown [nSeries]bool
	var met, missed bool
	for _, b := range s.bars {
		shown[b.series] = true
		for _, t := range b.targets {
			met = met || t.met
			missed = missed || !t.met
		}
	}
	var out []legendEntry
	for i, ok := range shown {
		if ok {
			out = append(out, legendEntry{name: series(i).String(), clr: seriesColors[i]})
		}
	}
	if met {
		out = append(out, legendEntry{"target, met", color.Black, true})
	}
	if missed {
		out = append(out, legendEntry{"target, missed", missedColor, true})
	}
	return out
}

// legendLines breaks the legend into lines no wider than w.
func legendLines(s chartSpec, w vg.Length) [][]legendEntry {
	var lines [][]legendEntry
	var line []legendEntry
	var used vg.Length
	for _, e := range legend(s) {
		if len(line) > 0 && used+e.width() > w {
			lines, line, used = append(lines, line), nil, 0
		}
		line = append(line, e)
		used += e.width()
	}
	return append(lines, line)
}

func drawLegend(c draw.Canvas, s chartSpec) {
	lines := legendLines(s, c.Max.X-c.Min.X-20)
	y := c.Max.Y - legendRow/2 - 6
	for _, line := range lines {
		var w vg.Length
		for _, e := range line {
			w += e.width()
		}
		x := c.Center().X - w/2
		for _, e := range line {
			if e.isTick {
				c.StrokeLine2(draw.LineStyle{Color: e.clr, Width: 2.5}, x+7, y-7, x+7, y+7)
			} else {
				c.FillPolygon(e.clr, []vg.Point{{X: x, Y: y - 5}, {X: x + 14, Y: y - 5}, {X: x + 14, Y: y + 5}, {X: x, Y: y + 5}})
			}
			c.FillText(legendText, vg.Point{X: x + 18, Y: y}, e.name)
			x += e.width()
		}
		y -= legendRow
	}
}
