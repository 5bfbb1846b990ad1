import SnapshotTesting
import StraitJacketSnapshotTesting
import Testing
import UIKitCompatibility

/// A controller that constrains a 260-point column in `viewDidLoad()`, as
/// the StraitJacket README's login screen does, with the default view.
final class FixedColumnController: UIViewController {
    let column = UILayoutGuide()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addLayoutGuide(column)
        NSLayoutConstraint.activate([
            column.widthAnchor.constraint(equalToConstant: 260),
            column.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            column.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor),
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            column.heightAnchor.constraint(equalToConstant: 100),
        ])
    }
}

@Suite struct ControllerLoadingTests {
    /// Loaded at the device's size, the column never meets a view of no
    /// width: nothing is reported, and the picture marks no conflict.
    @Test func aControllerIsLoadedAtTheDevicesSize() {
        let controller = FixedColumnController()
        controller.column.identifier = "column"
        let text = snapshotText(controller, as: .frames(on: .iPhone13))
        #expect(text == """
            name                   kind          x   y  width  height
            -                      LayoutView    0   0    390     844
              column               LayoutGuide  65  47    260     100
              safeAreaLayoutGuide  LayoutGuide   0  47    390     763

            """)
        #expect(controller.view.lastUnsatisfiableConstraintsReport == nil)
    }
}
